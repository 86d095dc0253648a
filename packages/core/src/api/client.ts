import { Client, cacheExchange, fetchExchange, type AnyVariables, type TypedDocumentNode } from '@urql/core';
import type { Lang } from '../i18n/languages.js';
import { settle, type Result } from './api-error.js';

/** Settings of the public client. */
export interface PublicClientOptions {
  /** Absolute URL of the GraphQL endpoint. */
  endpoint: string;
  /** Replaces the global fetch (tests, server rendering). */
  fetch?: typeof fetch;
}

/** Sends catalogue queries in the visitor's language, without cookies (DESIGN §3). */
export interface PublicClient {
  query<Data, Variables extends AnyVariables>(
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
    lang: Lang,
    options?: PublicQueryOptions,
  ): Promise<Result<Data>>;
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

/**
 * Creates the public client. urql caches by query and variables only, so each language gets its
 * own urql client: a cached English page never answers an Arabic request.
 */
export function createPublicClient(options: PublicClientOptions): PublicClient {
  const clients = new Map<Lang, Client>();
  const clientFor = (lang: Lang) => {
    let client = clients.get(lang);
    if (!client) {
      client = new Client({
        url: endpointFor(options.endpoint, lang),
        exchanges: [cacheExchange, fetchExchange],
        // urql sends queries as GET by default; the API takes POST only (SPEC §7).
        preferGetMethod: false,
        fetchOptions: { credentials: 'omit' },
        fetch: options.fetch,
      });
      clients.set(lang, client);
    }
    return client;
  };
  return {
    async query(document, variables, lang, queryOptions) {
      const context = queryOptions?.fresh ? { requestPolicy: 'network-only' as const } : undefined;
      return settle(await clientFor(lang).query(document, variables, context).toPromise());
    },
  };
}
