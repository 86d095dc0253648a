import { Client, fetchExchange, type AnyVariables, type TypedDocumentNode } from '@urql/core';
import type { Lang } from '../i18n/languages.js';
import { endpointFor } from './client.js';

/** Settings of the account client. */
export interface AccountClientOptions {
  /** Absolute URL of the GraphQL endpoint. */
  endpoint: string;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
}

/**
 * The outcome of an account call: data, or the failure as it came (urql's `CombinedError`), for
 * `describeError(error, action)` to turn into the messages of SPEC §8. Never throws.
 */
export type AccountResult<Data> = { data: Data; error?: undefined } | { data?: undefined; error: unknown };

/** Sends the signed-in customer's calls with the session cookie (DESIGN §3, the authenticated client). */
export interface AccountClient {
  query<Data, Variables extends AnyVariables>(document: TypedDocumentNode<Data, Variables>, variables: Variables, lang: Lang): Promise<AccountResult<Data>>;
  mutate<Data, Variables extends AnyVariables>(document: TypedDocumentNode<Data, Variables>, variables: Variables, lang: Lang): Promise<AccountResult<Data>>;
}

/**
 * Creates the authenticated client: cookies included, nothing cached (every answer depends on who
 * is signed in), POST only. Mutations and guest orders go through it too, so a guest's retry and a
 * customer's session behave alike.
 */
export function createAccountClient(options: AccountClientOptions): AccountClient {
  const clients = new Map<Lang, Client>();
  const clientFor = (lang: Lang) => {
    let client = clients.get(lang);
    if (!client) {
      client = new Client({
        url: endpointFor(options.endpoint, lang),
        exchanges: [fetchExchange],
        preferGetMethod: false,
        requestPolicy: 'network-only',
        fetchOptions: { credentials: 'include' },
        fetch: options.fetch,
      });
      clients.set(lang, client);
    }
    return client;
  };
  const settle = <Data>(result: { data?: Data; error?: unknown }): AccountResult<Data> =>
    result.error ? { error: result.error } : result.data === undefined ? { error: new TypeError('empty answer') } : { data: result.data };
  return {
    async query(document, variables, lang) {
      return settle(await clientFor(lang).query(document, variables).toPromise());
    },
    async mutate(document, variables, lang) {
      return settle(await clientFor(lang).mutation(document, variables).toPromise());
    },
  };
}
