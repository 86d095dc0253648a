import { createAccountClient, createPublicClient, shared, type PublicClient } from '@candleshop/core';
import { endpoint } from './endpoint.js';

/** The storefront's public client; the widgets on the page find the same one in the registry. */
export const publicClient = shared(`client:${endpoint}`, () => createPublicClient({ endpoint }));

/** The storefront's account client (cookies, mutations); shared with the widgets the same way. */
export const accountClient = shared(`account-client:${endpoint}`, () => createAccountClient({ endpoint }));

/**
 * The account client where `useQuery` wants a public one: both answer the same `Result`, so the
 * order pages read a customer's or a guest's order through the session-aware client, never a
 * cached public answer.
 */
export const accountQueries: PublicClient = accountClient;
