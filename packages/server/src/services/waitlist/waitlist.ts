import { shopDateTime } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import type { HumanCheckVerifier } from '../../adapters/human-check/human-check.js';
import { findTicketsOfWorkshops } from '../../db/repositories/content/workshops.js';
import { findTierForSale } from '../../db/repositories/tickets/tickets.js';
import { findLiveOffer, findWaitlistOf } from '../../db/repositories/waitlist/waitlist.js';
import type { Database, Lang } from '../../db/types.js';
import type { WaitlistStatus } from '../../db/tables/waitlist.js';
import { badRequest, refused } from '../../errors.js';
import type { HoldLimits } from '../sales/hold-limits.js';
import { checkUnverifiedBuyer } from '../sales/unverified-buyer.js';
import { enterWaitlist, type WaitlistJoin } from './waitlist-entry.js';
import { offerTokenHash } from './waitlist-offers.js';

export type { WaitlistJoin } from './waitlist-entry.js';

/** What the waiting-list service needs of the request. */
export interface WaitlistOptions {
  lang: Lang;
  humanCheck: HumanCheckVerifier;
  /** The unpaid tickets' cap, which live entries count in (SECURITY-REVIEW-2 N2). */
  holds?: HoldLimits;
}

/**
 * Workshops' waiting lists (issue 27 item 4): joining one when a tier cannot take the group,
 * the page an offer's link opens, and the list staff see. Offers themselves are made by
 * waitlist-offers.ts when seats come free.
 */
export function createWaitlist(db: Kysely<Database>, options: WaitlistOptions) {
  return {
    /**
     * Puts a person at the end of a workshop's waiting list for `people` seats of a tier. Only a
     * group that cannot buy now may wait: fewer seats left than people, or a tier the shop closed
     * while no open tier of the workshop takes the group (issue 36 item 4: a buyer is sent to the
     * seats there are, not to a queue).
     * Joining again with the same email keeps the first place (and says nothing more).
     * @throws bad.request (human check, tier, people); humanCheck.required; ticket.past; waitlist.seatsFree
     * with seatsLeft; waitlist.limit; ticket.openLimit
     */
    async join(request: WaitlistJoin): Promise<void> {
      if (request.userId !== undefined) await checkUnverifiedBuyer(db, options.humanCheck, { userId: request.userId, token: request.token });
      else if (!(await options.humanCheck.verify({ token: request.token ?? '', action: 'submit' }))) throw refused('bad.request');
      const tier = await findTierForSale(db, request.tierId);
      if (!tier) throw badRequest({ ticket: ['input.ticket.invalid'] });
      if (tier.past) throw refused('ticket.past');
      if (request.people < tier.min) throw badRequest({ people: ['input.people.min'] });
      if (request.people > tier.max) throw badRequest({ people: ['input.people.max'] });
      const seatsLeft = tier.seats - tier.seats_taken;
      if (request.people <= seatsLeft) {
        const tiers = tier.soldout ? await findTicketsOfWorkshops(db, [tier.workshop_id]) : [];
        if (!tier.soldout || tiers.some((open) => !open.closed && open.min <= request.people && request.people <= open.max)) throw refused('waitlist.seatsFree', { seatsLeft });
      }
      await enterWaitlist(db, { ...request, workshopId: tier.workshop_id }, { lang: options.lang, holds: options.holds });
    },

    /** The live offer an offer link's token names, or null when it is unknown, used or lapsed. */
    async offer(token: string): Promise<WaitlistOfferView | null> {
      const row = await findLiveOffer(db, offerTokenHash(token));
      return row ? { workshopId: row.workshop_id, tierId: row.workshop_ticket_id, people: row.people, holdUntil: shopDateTime(row.hold_until!), name: row.name, email: row.email, phone: row.phone } : null;
    },

    /** A workshop's waiting list in join order, for staff. */
    async listOf(workshopId: number): Promise<AdminWaitlistEntryView[]> {
      return (await findWaitlistOf(db, workshopId)).map((row, index) => ({
        id: row.id,
        position: index + 1,
        name: row.name,
        email: row.email,
        phone: row.phone,
        people: row.people,
        tier: `${row.min}–${row.max}`,
        lang: row.lang,
        status: row.status,
        joined: shopDateTime(row.created_at),
        holdUntil: row.hold_until ? shopDateTime(row.hold_until) : null,
        boughtTicket: row.ticket_id,
      }));
    },
  };
}

/** The schema's WaitlistOffer: the seats held for an offer's link; its workshop and tier load per field. */
export interface WaitlistOfferView {
  workshopId: number;
  tierId: number;
  people: number;
  /** Baghdad time the seats are held until. */
  holdUntil: string;
  name: string;
  email: string;
  phone: string;
}

/** The schema's AdminWaitlistEntry: one entry of a workshop's waiting list, for staff. */
export interface AdminWaitlistEntryView {
  id: number;
  /** 1 for the first to join. */
  position: number;
  name: string;
  email: string;
  phone: string;
  people: number;
  /** The tier's group, `min–max`. */
  tier: string;
  lang: Lang;
  status: WaitlistStatus;
  /** Baghdad times. */
  joined: string;
  holdUntil: string | null;
  boughtTicket: number | null;
}

/** The waiting-list service of one request. */
export type Waitlist = ReturnType<typeof createWaitlist>;
