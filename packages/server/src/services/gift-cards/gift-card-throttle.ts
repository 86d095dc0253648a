import type { Kysely } from 'kysely';
import { withGuessLimit } from '../../auth/throttle.js';
import type { Database } from '../../db/types.js';
import { refused } from '../../errors.js';

/** The refusal of a code that names no card: the only one that counts as a guess. */
export const UNKNOWN_CARD = 'giftcard.unknown';

const guesses = {
  throttled: () => refused('giftcard.throttled'),
  isGuess: (error: unknown) => (error as { message?: unknown } | undefined)?.message === UNKNOWN_CARD,
};

/**
 * Runs work that names gift card codes under the client address's limit of codes naming no card
 * (issue 35: guessing bounded; auth/throttle.ts `giftcard`). The attempt is held while the work
 * runs, so more than 20 payments with cards at the same moment from one address are refused too.
 * @throws giftcard.throttled past 20 unknown codes from one client address in 15 minutes
 */
export function withGiftCardThrottle<T>(db: Kysely<Database>, address: string, codes: readonly string[] | undefined, work: () => Promise<T>): Promise<T> {
  return codes?.length ? withGuessLimit(db, 'giftcard', address, guesses, work) : work();
}
