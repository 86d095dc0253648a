import type { Kysely } from 'kysely';
import { throttleKey } from '../../auth/client-address.js';
import { reserveRateEvent } from '../../db/repositories/accounts/rate-events.js';
import type { Database } from '../../db/types.js';
import { refused } from '../../errors.js';

/** Unknown tokens one address (IPv6: its /64) may try an hour; past them unknown tokens are refused (SECURITY A6: guessing bounded). */
export const CONFIRMATION_MISSES_PER_HOUR = 20;

/** Where a link's token is looked up from: the customer's address, and the clock the misses are counted on. */
export interface LinkLookup {
  clientAddress: string;
  now: () => Date;
}

/**
 * The row of a customer's link token (a cash sale's confirm-or-cancel link, a refill plan cycle's
 * link), by `find`; undefined for an unknown one. SECURITY A6: the token has 192 bits, and each
 * address may miss only so often an hour. SECURITY-REVIEW-2 N6: the token is looked up first, so
 * a valid link always works, whoever shares the customer's address (CGNAT, a proxy); only unknown
 * tokens past the limit are refused, counted per /64 for IPv6 (N9) and in one locked step
 * (parallel misses do not overshoot).
 */
export async function lookUpLinkToken<Row>(db: Kysely<Database>, token: string, find: (token: string) => Promise<Row | undefined>, lookup: LinkLookup): Promise<Row | undefined> {
  const row = token.length >= 16 && token.length <= 64 ? await find(token) : undefined;
  if (row) return row;
  const key = `address:${throttleKey(lookup.clientAddress)}`;
  if (!(await reserveRateEvent(db, 'confirmMiss', key, CONFIRMATION_MISSES_PER_HOUR, 3_600_000, lookup.now()))) throw refused('rate.limited');
  return undefined;
}
