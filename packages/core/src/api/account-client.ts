import { Client, fetchExchange, type AnyVariables, type TypedDocumentNode } from '@urql/core';
import type { Lang } from '../i18n/languages.js';
import { openPhonePopup } from '../stores/phone-popup.js';
import { settle, type Result } from './api-error.js';
import { endpointFor } from './client.js';

/** Settings of the account client. */
export interface AccountClientOptions {
  /** Absolute URL of the GraphQL endpoint. */
  endpoint: string;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
}

/** Sends the signed-in customer's calls with the session cookie (DESIGN §3, the authenticated client). */
export interface AccountClient {
  query<Data, Variables extends AnyVariables>(document: TypedDocumentNode<Data, Variables>, variables: Variables, lang: Lang): Promise<Result<Data>>;
  mutate<Data, Variables extends AnyVariables>(document: TypedDocumentNode<Data, Variables>, variables: Variables, lang: Lang): Promise<Result<Data>>;
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
  // SPEC §8: whatever the call, a first error whose debug message is Unauthorized.phone re-opens
  // the phone popup; doing it here means no screen can forget it.
  const answer = <Data>(result: Result<Data>): Result<Data> => {
    if (result.error?.phone) openPhonePopup();
    return result;
  };
  return {
    async query(document, variables, lang) {
      return answer(settle(await clientFor(lang).query(document, variables).toPromise()));
    },
    async mutate(document, variables, lang) {
      return answer(settle(await clientFor(lang).mutation(document, variables).toPromise()));
    },
  };
}
