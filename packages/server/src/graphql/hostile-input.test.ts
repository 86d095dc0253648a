import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.js';
import { graphql, PUBLIC_URL, type GraphQLReply, type TestShop, openShop } from '../test/shop.js';
import { stringArgumentPositions } from '../test/string-arguments.js';

const positions = stringArgumentPositions();

/** The guard's answer: `bad.request` naming the field, and not one database query made. */
function expectRefused(reply: GraphQLReply<unknown>, path: string, queries: number) {
  expect(reply.status).toBe(200);
  expect(reply.data ?? null).toBeNull();
  expect(reply.errors).toHaveLength(1);
  expect(reply.errors![0]).toMatchObject({ message: 'bad.request', extensions: { code: 'BAD_USER_INPUT', validation: { [path]: [expect.stringMatching(/^input\.\w+\.invalid$/)] } } });
  expect(queries, 'database queries before the refusal').toBe(0);
}

describe.each(testDatabases())('hostile text on $name', (database) => {
  let shop: TestShop;
  let queries = 0;
  beforeAll(async () => {
    shop = await openShop(database, {}, { log: (event) => void (event.level === 'query' && queries++) });
  });
  afterAll(() => shop?.close());

  async function send(body: Record<string, unknown>) {
    queries = 0;
    const response = await shop.app.fetch(new Request(`${PUBLIC_URL}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
    return { status: response.status, headers: response.headers, ...(await response.json()) } as GraphQLReply<Record<string, any>>;
  }
  const ask = (query: string, variables: Record<string, unknown> = {}, operationName?: string) => send({ query, variables, operationName });

  it('finds the String and ID arguments of the schema (login among them)', () => {
    expect(positions.length).toBeGreaterThan(40);
    expect(positions.map((position) => position.name)).toEqual(expect.arrayContaining(['mutation.login(email)', 'mutation.login(password)', 'query.product(id)']));
  });

  it.each(positions)('$name: NUL as a variable and written inline answers bad.request before any resolver', async (position) => {
    for (const form of ['variable', 'inline'] as const) {
      const { query, variables } = position.request('a\u0000b', form);
      expectRefused(await ask(query, variables), position.path(form), queries);
    }
  });

  it.each(['\ud800', 'x\udfff', '\udc00\ud800'])('an unpaired surrogate (%j) as a variable or inline answers bad.request', async (text) => {
    expectRefused(await ask('mutation L($email: String!) { login(email: $email, password: "p") { __typename } }', { email: text }), 'email', queries);
    // Written in the document itself (JSON keeps the lone half; GraphQL escapes would be a syntax error).
    expectRefused(await ask(`mutation { login(email: "${text}", password: "p") { __typename } }`), 'query', queries);
  });

  it('refuses NUL in the operation name, deep in variables, in a variable name and in extensions', async () => {
    expectRefused(await ask('query Q { sizes { id } }', {}, 'Q\u0000'), 'operationName', queries);
    expectRefused(await ask('query Q($x: [String]) { sizes { id } }', { x: ['ok', { deep: ['\u0000'] }] }), 'x.1.deep.0', queries);
    expectRefused(await ask('{ sizes { id } }', { 'a\u0000': 1 }), 'variables', queries);
    expectRefused(await send({ query: '{ sizes { id } }', extensions: { note: '\ud800' } }), 'extensions', queries);
  });

  it('answers login with NUL as bad.request, not an unexpected error (the reported case)', async () => {
    const reply = await graphql(shop.app, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { __typename } }', { e: 'a@example.com\u0000', p: 'secret' });
    expect(reply.errors?.[0]?.message).toBe('bad.request');
  });

  it('lets plain, non-Latin and emoji text through', async () => {
    const login = await graphql(shop.app, 'mutation($e: String!) { login(email: $e, password: "wrong password") { __typename } }', { e: 'نور😀@example.com' });
    expect(login.errors?.[0]?.message).not.toBe('bad.request');
    const product = await graphql(shop.app, '{ product(id: "1") { id } }');
    expect(product).toMatchObject({ data: { product: { id: '1' } } });
    expect(product.errors).toBeUndefined();
  });
});
