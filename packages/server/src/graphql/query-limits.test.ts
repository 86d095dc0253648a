import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { buildSchema, Lexer, parse, Source, TokenKind, validate, type GraphQLError } from 'graphql';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import typeDefs from '../../schema.graphql?raw';
import type { Database } from '../db/types.js';
import { MAX_COST, MAX_TOKENS } from './query-limits.js';
import { createShopYoga } from './yoga.js';

// Every document the widgets, the storefront (and its server render) and the back office send:
// they are all built in core's operations (issue 23: the limits must pass every real one).
const folder = fileURLToPath(new URL('../../../core/src/api/operations/', import.meta.url));
const files = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
const modules = await Promise.all(files.map(async (name) => [name, (await import(pathToFileURL(join(folder, name)).href)) as Record<string, unknown>] as const));
const documents = modules.flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => {
    const query = (value as { query?: unknown } | null)?.query;
    // Fragments alone are not sent; the operations that spread them carry their text.
    return typeof query === 'string' && /^\s*(query|mutation)\b/.test(query) ? [{ name: `${file} ${name}`, query }] : [];
  }),
);

const tokensOf = (source: string) => {
  const lexer = new Lexer(new Source(source));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
};

const schema = buildSchema(typeDefs);
const costOf = (source: string) => {
  let cost = 0;
  validate(schema, parse(source), [costLimitRule({ maxCost: Number.MAX_SAFE_INTEGER, flattenFragments: true, onAccept: [(_, { n }) => (cost = n)] })]);
  return cost;
};

describe('the document limits (SECURITY-REVIEW H4)', () => {
  const {
    parse: limitedParse,
    validate: limitedValidate,
    schema: servedSchema,
  } = createShopYoga({
    db: {} as Kysely<Database>,
    publicUrl: 'http://shop.test',
    allowedOrigins: [],
    production: true,
  }).getEnveloped();

  it('finds the operations', () => {
    expect(documents.length).toBeGreaterThan(100);
  });

  it('pass every operation of the widgets, storefront, server render and back office', () => {
    const refused: Array<{ name: string; errors: string[] }> = [];
    for (const { name, query } of documents) {
      const errors = limitedValidate(servedSchema, limitedParse(query)) as readonly GraphQLError[];
      if (errors.length) refused.push({ name, errors: errors.map((error) => error.message) });
    }
    expect(refused).toEqual([]);
  });

  it('leave room: the largest operation is well within each limit', () => {
    const tokens = Math.max(...documents.map(({ query }) => tokensOf(query)));
    const cost = Math.max(...documents.map(({ query }) => costOf(query)));
    console.info(`largest operation: ${tokens} tokens (limit ${MAX_TOKENS}), cost ${cost} (limit ${MAX_COST})`);
    expect(tokens * 2).toBeLessThan(MAX_TOKENS);
    expect(cost * 4).toBeLessThan(MAX_COST);
  });
});
