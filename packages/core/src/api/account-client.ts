import type { Lang } from '../i18n/languages.js';
import { openPhonePopup } from '../stores/phone-popup.js';
import type { Result } from './api-error.js';
import { endpointFor } from './client.js';
import type { GraphQLDocument } from './graphql.js';
import { post } from './transport.js';

/** Settings of the account client. */
export interface AccountClientOptions {
  /** Absolute URL of the GraphQL endpoint. */
  endpoint: string;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
}

/** Sends the signed-in customer's calls with the session cookie (DESIGN §3, the authenticated client). */
export interface AccountClient {
  query<Data, Variables>(document: GraphQLDocument<Data, Variables>, variables: Variables, lang: Lang): Promise<Result<Data>>;
  mutate<Data, Variables>(document: GraphQLDocument<Data, Variables>, variables: Variables, lang: Lang): Promise<Result<Data>>;
}

/**
 * Creates the authenticated client: cookies included, nothing cached (every answer depends on who
 * is signed in), POST only. Mutations and guest orders go through it too, so a guest's retry and a
 * customer's session behave alike.
 */
export function createAccountClient(options: AccountClientOptions): AccountClient {
  // SPEC §8: whatever the call, a first error whose debug message is Unauthorized.phone re-opens
  // the phone popup; doing it here means no screen can forget it.
  const send = async <Data, Variables>(document: GraphQLDocument<Data, Variables>, variables: Variables, lang: Lang): Promise<Result<Data>> => {
    const result = await post(endpointFor(options.endpoint, lang), document, variables, { credentials: 'include', fetch: options.fetch });
    if (result.error?.phone) openPhonePopup();
    return result;
  };
  return { query: send, mutate: send };
}
