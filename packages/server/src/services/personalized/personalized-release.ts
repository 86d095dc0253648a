import type { Kysely } from 'kysely';
import { reopenPersonalizedQuote } from '../../db/repositories/personalized/personalized-requests.js';
import type { Database } from '../../db/types.js';
import { canMovePersonalized } from './personalized-status.js';

/**
 * An accepted personalized request whose payment could not start, failed or expired gets its
 * quote back (quoted, not accepted), so the customer can accept it again. Idempotent.
 * @returns false when it was not accepted and unpaid
 */
export function reopenUnpaidPersonalized(db: Kysely<Database>, id: number): Promise<boolean> {
  if (!canMovePersonalized('accepted', 'quoted')) throw new Error('candleshop: an accepted request cannot go back to quoted');
  return reopenPersonalizedQuote(db, id);
}
