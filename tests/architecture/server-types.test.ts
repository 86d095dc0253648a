import { existsSync, readFileSync } from 'node:fs';
import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without typings
import { OUTPUT, SCHEMA, serverTypes } from '../../scripts/server-types.mjs';

// The resolvers are checked against types generated from schema.graphql (issue 34 item 3); the
// type check writes them anew, so they can only be stale where tsc ran without it.
describe('the server resolver types', () => {
  it('type every root field, with its arguments, from the schema', async () => {
    const text: string = await serverTypes();
    const schema = buildSchema(readFileSync(SCHEMA, 'utf8'));
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      if (!isObjectType(root)) continue;
      for (const field of Object.values(root.getFields())) {
        expect(text).toContain(`  ${field.name}?: Resolver<`);
        if (field.args.length) expect(text).toContain(`export type ${root.name}${field.name[0]!.toUpperCase()}${field.name.slice(1)}Args = {`);
      }
    }
    // Scalars keep their own types: only objects are the services' own views.
    expect(text).toContain("Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;");
  });

  it('are the ones the schema gives, where they were generated', async () => {
    if (!existsSync(OUTPUT)) return;
    expect(readFileSync(OUTPUT, 'utf8'), 'packages/server/src/graphql/schema-types.ts is stale: run node scripts/server-types.mjs').toBe(await serverTypes());
  });
});
