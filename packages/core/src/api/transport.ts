import { settle, type ApiError, type Result } from './api-error.js';
import type { GraphQLDocument } from './graphql.js';
import { pageHeaders } from './page-headers.js';

/** How {@link post} sends one operation. */
export interface PostOptions {
  /** `include` sends the session cookie (the account client), `omit` does not (the public one). */
  credentials: RequestCredentials;
  /** Replaces the global fetch (tests, server rendering); read at each call. */
  fetch?: typeof fetch;
}

const NETWORK: ApiError = { key: 'errors.network', network: true };

/**
 * Sends one operation as a GraphQL POST (the API takes POST only, SPEC §7) and answers its
 * {@link Result}: data, or the failure normalised once as an ApiError (DESIGN §3). Never throws.
 * The one transport under core's clients. Its JSON body makes the request preflighted, which the
 * server's CSRF prevention asks for. No GraphQL answer (offline, refused, cut off, not JSON) is a
 * network error.
 * @example await post('https://shop.example/graphql?lang=ar', Sizes, {}, { credentials: 'omit' })
 */
export async function post<Data, Variables>(url: string, document: GraphQLDocument<Data, Variables>, variables: Variables, options: PostOptions): Promise<Result<Data>> {
  let answer: { data?: Data | null; errors?: unknown };
  try {
    const response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      credentials: options.credentials,
      // The page's partner key or kept attribution (issue 26), when it has one.
      headers: { ...pageHeaders(), accept: 'application/graphql-response+json, application/json', 'content-type': 'application/json' },
      // operationName, as GraphQL clients send it: the server's text guard and the tests' fake APIs read it.
      body: JSON.stringify({ operationName: /(?:query|mutation) (\w+)/.exec(document.query)?.[1], query: document.query, variables }),
    });
    // A GraphQL answer whatever the status: a refusal (400, 401) still names its error keys.
    answer = await response.json();
  } catch {
    return { error: NETWORK };
  }
  if (typeof answer !== 'object' || answer === null || !('data' in answer || Array.isArray(answer.errors))) return { error: NETWORK };
  return settle({ data: answer.data, error: Array.isArray(answer.errors) && answer.errors.length ? answer.errors : undefined });
}
