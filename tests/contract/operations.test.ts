import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOperations, contentOperations, createPublicClient, humanCheckOperations, placesOperations, type Lang, type PublicClient } from '@candleshop/core';
import { startTestApi, type TestApi } from '../support/test-api.js';

// Every operation core ships, sent by the real public client to the real API: the schema check
// (gql-tada) proves they are valid, this proves the server answers each of them.
const operations = Object.entries({ ...catalogueOperations, ...placesOperations, ...contentOperations, ...humanCheckOperations }).flatMap(([name, document]) => {
  const operation = parse(document.query).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operation ? [{ name, document, operation }] : [];
});

// Values for the required variables; every seeded table has a row with id 1.
const SAMPLE: Record<string, unknown> = { id: '1', s: 'candle' };

function variablesOf(operation: OperationDefinitionNode): Record<string, unknown> {
  const required = (operation.variableDefinitions ?? []).filter((v) => v.type.kind === Kind.NON_NULL_TYPE);
  return Object.fromEntries(required.map((v) => [v.variable.name.value, SAMPLE[v.variable.name.value]]));
}

let api: TestApi;
let client: PublicClient;
beforeAll(async () => {
  api = await startTestApi();
  client = createPublicClient({ endpoint: 'http://shop.test/graphql', fetch: api.fetch });
});
afterAll(() => api.close());

describe.each<Lang>(['en', 'ar'])('core operations in %s', (lang) => {
  it('covers more than the catalogue', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it.each(operations)('$name is answered', async ({ document, operation }) => {
    const result = await client.query(document as never, variablesOf(operation) as never, lang);
    expect(result.error).toBeUndefined();
    const data = result.data as Record<string, unknown>;
    for (const selection of operation.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) continue;
      expect(data[selection.alias?.value ?? selection.name.value], selection.name.value).not.toBeNull();
    }
  });
});
