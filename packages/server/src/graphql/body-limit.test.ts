import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { useBodyLimit } from './body-limit.js';

const LIMIT = 200;
const yoga = createYoga({
  schema: createSchema({ typeDefs: 'type Query { echo(text: String!): String! }', resolvers: { Query: { echo: (_: unknown, { text }: { text: string }) => text } } }),
  maxRequestBodySize: false,
  logging: false,
  plugins: [useBodyLimit(LIMIT)],
});

const bodyOf = (text: string) => JSON.stringify({ query: 'query ($text: String!) { echo(text: $text) }', variables: { text } });
// A body with no declared length, the way a fetch-style caller may stream one.
const streamOf = (body: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const bytes = new TextEncoder().encode(body);
      for (let at = 0; at < bytes.length; at += 50) controller.enqueue(bytes.slice(at, at + 50));
      controller.close();
    },
  });
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  yoga.fetch('http://shop.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, duplex: 'half' } as RequestInit);
const tooLarge = { errors: [{ message: 'payload.tooLarge', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] };

describe('the GraphQL body limit', () => {
  it('answers a body within the limit, declared or streamed', async () => {
    const body = bodyOf('x'.repeat(LIMIT - 100));
    for (const response of [await post(body, { 'content-length': String(body.length) }), await post(streamOf(body))]) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { echo: 'x'.repeat(LIMIT - 100) } });
    }
  });

  it('refuses a declared length over the limit with 413 before reading the body', async () => {
    const response = await post(bodyOf('x'), { 'content-length': String(LIMIT + 1) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject(tooLarge);
  });

  it('refuses a streamed body over the limit with 413', async () => {
    const response = await post(streamOf(bodyOf('x'.repeat(LIMIT))));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject(tooLarge);
  });

  it.each(['10, 10', '-1', 'ten'])('refuses the length %j with 400', async (length) => {
    const response = await post(bodyOf('x'), { 'content-length': length });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0]).toMatchObject({ message: 'bad.request', extensions: { code: 'BAD_REQUEST' } });
  });
});
