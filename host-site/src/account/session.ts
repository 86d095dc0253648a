import { atom } from 'nanostores';
import { $lang, createAccountCarts, createAccountSession, createConfiguredHumanCheck, shared } from '@candleshop/core';
import { accountClient, publicClient } from '../api.js';
import { endpoint } from '../endpoint.js';

/** The storefront's authenticated client (one, made in api.ts), for the account pages. */
export { accountClient };

/** The page language for account calls. */
export const currentLang = () => $lang.get();

// SPEC §7 Human check: the one the server runs (its provider's script with its site key, or the
// local stand-in when the server says so); shared with <candle-checkout> on the same endpoint.
export const humanCheck = shared(`human-check:${endpoint}`, () => createConfiguredHumanCheck({ client: publicClient }));

// SPEC §4 Local cart: after a sign-in the local carts go to the account's carts on the server.
const carts = createAccountCarts(accountClient, currentLang);

/** The page's account session: start-up user load, sign-in, registration, sign-out (SPEC §4). */
export const session = createAccountSession({ client: accountClient, lang: currentLang, humanCheck, carts });

/**
 * True while a sign-in, registration or sign-out is moving the visitor on: the navigation guard
 * waits, so it does not send the visitor to / before the remembered page is opened.
 */
export const $landing = atom(false);

/** Runs a session step with the guard paused, and opens where it leads. */
export async function land<T extends { to?: string }>(step: () => Promise<T>, open: (path: string) => void): Promise<T> {
  $landing.set(true);
  try {
    const outcome = await step();
    if (outcome.to) open(outcome.to);
    return outcome;
  } finally {
    $landing.set(false);
  }
}
