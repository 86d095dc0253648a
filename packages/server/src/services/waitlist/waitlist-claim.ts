import type { Transaction } from 'kysely';
import { lockLiveOffer } from '../../db/repositories/waitlist/waitlist.js';
import type { WaitlistEntryRow } from '../../db/tables/waitlist.js';
import type { Database } from '../../db/types.js';
import { badRequest, refused } from '../../errors.js';
import { offerTokenHash } from './waitlist-offers.js';

/**
 * The waiting-list offer a ticket purchase names (issue 27 item 4), locked in the purchase's
 * transaction: it buys the held seats of its own tier, for exactly the people held, once.
 * @throws waitlist.offerGone for an unknown, used or lapsed offer; bad.request for another tier or head count
 */
export async function claimOffer(trx: Transaction<Database>, token: string, tierId: number, people: number | undefined): Promise<WaitlistEntryRow> {
  const offer = await lockLiveOffer(trx, offerTokenHash(token));
  if (!offer) throw refused('waitlist.offerGone');
  if (offer.workshop_ticket_id !== tierId) throw badRequest({ ticket: ['input.ticket.invalid'] });
  if (people !== undefined && people !== offer.people) throw badRequest({ people: ['input.people.offer'] });
  return offer;
}
