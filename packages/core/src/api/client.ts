import type { Lang } from '../i18n/languages.js';
import type { Result } from './api-error.js';
import type { GraphQLDocument } from './graphql.js';
import { post } from './transport.js';

/** Settings of the public client. */
export interface PublicClientOptions {
  /** Absolute URL of the GraphQL endpoint. */
  endpoint: string;
  /** Replaces the global fetch (tests, server rendering). */
  fetch?: typeof fetch;
}

/** Sends catalogue queries in the visitor's language, without cookies (DESIGN §3). */
export interface PublicClient {
  query<Data, Variables>(document: GraphQLDocument<Data, Variables>, variables: Variables, lang: Lang, options?: PublicQueryOptions): Promise<Result<Data>>;
}

/** How one public query is answered. */
export interface PublicQueryOptions {
  /** Ask the server even when an answer is cached (numbers that change, such as seats left). */
  fresh?: boolean;
}

/** The endpoint URL with the `lang` query parameter (SPEC §7). */
export function endpointFor(endpoint: string, lang: Lang): string {
  const url = new URL(endpoint);
  url.searchParams.set('lang', lang);
  return url.href;
}

// Variables as a cache key: object keys sorted, so { a, b } and { b, a } ask the same thing.
const keyOf = (variables: unknown) =>
  JSON.stringify(variables, (_key, value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value));

/**
 * Creates the public client. Answers are cached per language, operation and variables for the
 * page's life (catalogue data): a cached English page never answers an Arabic request, and the
 * same question asked twice at once is sent once. Failures are not cached, so a retry asks again.
 */
export function createPublicClient(options: PublicClientOptions): PublicClient {
  const answers = new Map<string, Promise<Result<unknown>>>();
  return {
    query<Data, Variables>(document: GraphQLDocument<Data, Variables>, variables: Variables, lang: Lang, queryOptions?: PublicQueryOptions) {
      const key = `${lang}\n${document.query}\n${keyOf(variables)}`;
      const cached = answers.get(key) as Promise<Result<Data>> | undefined;
      if (cached && !queryOptions?.fresh) return cached;
      const asking = post(endpointFor(options.endpoint, lang), document, variables, { credentials: 'omit', fetch: options.fetch });
      answers.set(key, asking);
      asking.then((result) => {
        if (result.error && answers.get(key) === asking) answers.delete(key);
      });
      return asking;
    },
  };
}
