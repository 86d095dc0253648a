import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { DEFAULT_WAITLIST_HOLD_HOURS } from '../sales/hold-limits.js';
import { offerFreeSeats } from './waitlist-offers.js';
import type { AdminOptions } from '../staff/back-office-options.js';

/**
 * Offers a workshop's free seats to its waiting list right after a staff change freed some
 * (issue 27 item 4). The change already stands: an offer that fails here is logged, and the
 * sweeper's next pass makes it.
 */
export async function offerFreedSeats(db: Kysely<Database>, workshopId: number, options: AdminOptions): Promise<void> {
  try {
    await offerFreeSeats(db, workshopId, { publicUrl: options.publicUrl, mailer: options.mailer, texter: options.texter, holdHours: options.waitlistHoldHours ?? DEFAULT_WAITLIST_HOLD_HOURS });
  } catch (error) {
    console.error(`candleshop: the waiting list of workshop ${workshopId} could not be offered its free seats now; the sweeper will`, error);
  }
}
