import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCompiledQueries } from './compiled-queries.js';
import { testDatabases } from '../test/databases.js';
import { expectNotFound, openShop, PUBLIC_URL, type TestShop } from '../test/shop.js';

// Compiled queries must answer exactly as graphql-js did: data, error keys, paths, masking.
describe.each(testDatabases().slice(0, 1))('compiled queries on $name', (database) => {
  let shop: TestShop;
  const post = async (body: Record<string, unknown>) =>
    (await shop.app.fetch(new Request(`${PUBLIC_URL}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }))).json() as Promise<{
      data?: Record<string, any>;
      errors?: Array<{ message: string; path?: unknown[]; extensions?: Record<string, unknown> }>;
    }>;

  beforeAll(async () => {
    shop = await openShop(database);
  });
  afterAll(() => shop?.close());

  it('answers the same query twice alike (compiled once, then reused)', async () => {
    const query = '{ product(id: "1") { id details { title } sizes { id } } }';
    const first = await post({ query });
    expect(first.errors).toBeUndefined();
    expect(await post({ query })).toEqual(first);
  });

  it('keeps error keys, codes and paths', async () => {
    const reply = await post({ query: '{ a: product(id: "999999") { id } b: product(id: "1") { id } }' });
    expectNotFound({ status: 200, headers: new Headers(), ...reply });
    expect(reply.errors![0]!.path).toEqual(['a']);
    expect(reply.data).toEqual({ a: null, b: { id: '1' } });
  });

  it('runs the named operation of a document with several', async () => {
    const query = 'query One { product(id: "1") { id } } query Two { product(id: "2") { id } }';
    expect((await post({ query, operationName: 'One' })).data).toEqual({ product: { id: '1' } });
    expect((await post({ query, operationName: 'Two' })).data).toEqual({ product: { id: '2' } });
  });

  it('refuses bad arguments with the same key as before', async () => {
    const reply = await post({ query: '{ filter(items: 1000) { pagination { total } } }' });
    expect(reply.errors?.[0]?.message).toBe('bad.request');
  });
});

// SECURITY-REVIEW M6: compiled documents are large; a flood of distinct documents must not keep them.
describe('the compiled documents kept', () => {
  const compiledQueries = useCompiledQueries(3);
  let runs = 0;
  const yoga = createYoga({
    schema: createSchema({ typeDefs: 'type Query { n(i: Int!): Int! }', resolvers: { Query: { n: (_: unknown, { i }: { i: number }) => (runs++, i) } } }),
    plugins: [compiledQueries],
  });
  const ask = async (query: string) =>
    (await (await yoga.fetch('http://yoga.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })).json()) as {
      data?: Record<string, number>;
    };

  it('compiles a document on its second run only, and keeps the most recent few', async () => {
    expect((await ask('{ n(i: 1) }')).data).toEqual({ n: 1 });
    expect(compiledQueries.compiledCount()).toBe(0);
    expect((await ask('{ n(i: 1) }')).data).toEqual({ n: 1 });
    expect(compiledQueries.compiledCount()).toBe(1);
    for (let i = 2; i < 50; i++) {
      for (const _ of [1, 2, 3]) expect((await ask(`{ n(i: ${i}) }`)).data).toEqual({ n: i });
      expect(compiledQueries.compiledCount()).toBeLessThanOrEqual(3);
    }
    expect(runs).toBe(49 * 3 - 1);
  });
});
