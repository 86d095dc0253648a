import { createGraphQLError, type Plugin } from 'graphql-yoga';

// Yoga's own body limit pipes every request body through a TransformStream and builds a second
// Request around it, whatever the body's size: about a third of the server's time for a small
// query (issue 14). Bodies that come over HTTP were already read whole under the adapter's limit
// (http/node-adapter.ts), so a declared length is checked as a number and the body is read only
// when it declares none (a fetch-style caller's stream).

/** Largest `/graphql` request body (a query with its variables); bigger ones get 413. */
export const GRAPHQL_MAX_BODY_BYTES = 1024 * 1024;

const LENGTH = /^\d+$/;

const tooLarge = () => createGraphQLError('payload.tooLarge', { extensions: { code: 'PAYLOAD_TOO_LARGE', http: { status: 413 } } });
// Several lengths joined by commas are a request-smuggling attempt, not a length.
const badLength = () => createGraphQLError('bad.request', { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });

/**
 * Refuses GraphQL request bodies over `limit` bytes with 413 (`payload.tooLarge`, as the HTTP
 * adapter does) and an invalid Content-Length with 400. Stands in for yoga's
 * `maxRequestBodySize`, which must be `false` beside it.
 * @example createYoga({ maxRequestBodySize: false, plugins: [useBodyLimit(GRAPHQL_MAX_BODY_BYTES)] })
 */
export function useBodyLimit(limit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const declared = request.headers.get('content-length');
      if (declared !== null) {
        if (!LENGTH.test(declared)) throw badLength();
        if (Number(declared) > limit) throw tooLarge();
        return;
      }
      if (!requestParser || !request.body) return;
      const parse = requestParser;
      setRequestParser(async (unmeasured) => {
        const body = new Uint8Array(await unmeasured.arrayBuffer());
        if (body.byteLength > limit) throw tooLarge();
        return parse(new fetchAPI.Request(unmeasured.url, { method: unmeasured.method, headers: unmeasured.headers, body }));
      });
    },
  };
}
