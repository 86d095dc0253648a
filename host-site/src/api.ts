import { createAccountClient, createPublicClient, describeError, shared, type ErrorKey, type PublicClient } from '@candleshop/core';

const endpoint = new URL('/graphql', location.origin).href;

/** The storefront's public client; the widgets on the page find the same one in the registry. */
export const publicClient = shared(`client:${endpoint}`, () => createPublicClient({ endpoint }));

/** The storefront's account client (cookies, mutations); shared with the widgets the same way. */
export const accountClient = shared(`account-client:${endpoint}`, () => createAccountClient({ endpoint }));

/**
 * Account queries in the public client's shape, for `useQuery`: the order pages read a customer's
 * or a guest's order through the session-aware client, never a cached public answer.
 */
export const accountQueries: PublicClient = {
  async query(document, variables, lang) {
    const result = await accountClient.query(document, variables, lang);
    if (result.data !== undefined) return { data: result.data };
    return { error: describeError(result.error, 'query').message as ErrorKey };
  },
};
