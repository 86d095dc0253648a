import { createPublicClient, shared } from '@candleshop/core';

const endpoint = new URL('/graphql', location.origin).href;

/** The storefront's public client; the widgets on the page find the same one in the registry. */
export const publicClient = shared(`client:${endpoint}`, () => createPublicClient({ endpoint }));
