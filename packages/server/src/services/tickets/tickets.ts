import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findGuestTicket, findTicket, findTicketByKey, findTicketOfUser, findTicketsOfUser, findTierForSale, insertTicket, seatsLeftOf, takeSeats } from '../../db/repositories/tickets/tickets.js';
import type { Database } from '../../db/types.js';
import type { TicketRow } from '../../db/tables/tickets.js';
import type { PaymentMethod } from '../../db/tables/sales.js';
import { badRequest, refused } from '../../errors.js';
import { MAX_AMOUNT } from '../sales/orders.js';
import { lockBuyer, type Buyer } from '../sales/buyer.js';
import { checkHoldCaps } from '../sales/hold-caps.js';
import { DEFAULT_HOLD_LIMITS, type HoldLimits } from '../sales/hold-limits.js';
import { placeAndPay, type PaymentResultView } from '../sales/payable-payments.js';
import type { RecordPlaced } from '../sale-life/placed-events.js';
import { paySaleWithGiftCards } from '../gift-cards/draw-gift-cards.js';
import { withGiftCardThrottle } from '../gift-cards/gift-card-throttle.js';
import { ticketCalendarByUuid } from './ticket-calendar.js';
import { ticketCodes, ticketQrCode } from './ticket-pass.js';
import type { TicketSigner } from '../../auth/ticket-key.js';
import { ticketTotal } from './ticket-rules.js';
import { ticketView, type TicketView } from './ticket-views.js';
import { claimOffer } from '../waitlist/waitlist-claim.js';
import { markOfferBought } from '../../db/repositories/waitlist/waitlist.js';
import { ownSales } from '../sales/own-sales.js';
import { guestColumns, submitColumns } from '../sales/purchase-columns.js';
import type { PaidSellingOptions } from '../sales/selling-options.js';

/** One ticket purchase, its arguments already parsed (SPEC §7 ticket, ticketGuest). */
export interface TicketInput {
  buyer: Buyer;
  /** The tier's id, and the argument it came in (`ticket` or `ticket_id`) for validation messages. */
  tier: { id: number; field: string };
  /** Persons on the ticket; undefined: the tier's own group, its min (SPEC §7 ticket names none). */
  people: number | undefined;
  method: PaymentMethod;
  /** SECURITY B1: the client's key and the hash of the request it came with. */
  idempotency?: { key: string; hash: string };
  /** The token of a waiting-list offer's link (issue 27): buys exactly the seats held for it. */
  offer?: string;
  /** Gift card codes as typed (issue 35), drawn in the ticket's transaction in this order. */
  giftCards?: string[];
}

/** What the tickets service needs of the request. */
export interface TicketsOptions extends PaidSellingOptions {
  /** Where the ticket pages live (their calendar files' link). */
  publicUrl: string;
  /** Per-customer caps on unpaid tickets (SECURITY-REVIEW M4); the defaults when absent. */
  holds?: HoldLimits;
  /** Signs the ticket's QR code and door code (issue 27). */
  signer: TicketSigner;
  /** The client's address: gift card codes naming no card are limited by it. */
  clientAddress: string;
}

interface Placed {
  row: TicketRow;
  email: string;
}

/**
 * Workshop tickets (SPEC §3 Workshop, My ticket, Guest ticket; SECURITY A1, A4, B1): the tier's
 * price and seats come from the database; a ticket takes its people's seats in its own
 * transaction with one guarded UPDATE, so seats are never oversold; a refused purchase saves
 * nothing. A provider method starts its payment after COMMIT, and a ticket whose payment cannot
 * start is cancelled with its seats given back. Every ticket gets a confirmation mail in the
 * buyer's language with its QR code and calendar file: its placed event's handler (ticket-receipt.ts).
 */
export function createTickets(db: Kysely<Database>, options: TicketsOptions) {
  async function place(request: TicketInput, recordPlaced: RecordPlaced): Promise<Placed> {
    const partner = await options.attribution();
    return db.transaction().execute(async (trx) => {
      const { userId, contact, guest, placer } = await lockBuyer(trx, request.buyer);
      const tier = await findTierForSale(trx, request.tier.id);
      if (!tier) throw badRequest({ [request.tier.field]: ['input.ticket.invalid'] });
      const offer = request.offer === undefined ? undefined : await claimOffer(trx, request.offer, tier.id, request.people);
      const people = offer?.people ?? request.people ?? tier.min;
      if (tier.past) throw refused('ticket.past');
      if (tier.soldout) throw refused('ticket.closed');
      if (people < tier.min) throw badRequest({ people: ['input.people.min'] });
      // Amounts are 32-bit integers in the database: a total too big to store is refused.
      if (people > tier.max || ticketTotal(tier.price, people) > MAX_AMOUNT) throw badRequest({ people: ['input.people.max'] });
      // An offer's entry was counted in the cap while it waited: its ticket takes its place.
      if (!offer) await checkHoldCaps(trx, 'ticket', placer, options.holds ?? DEFAULT_HOLD_LIMITS);
      // An offer's seats were taken when it was made: they are this ticket's now.
      if (!offer && !(await takeSeats(trx, tier.workshop_id, people))) {
        // Said before payment, not after: how many seats there are for a smaller group.
        throw refused('ticket.seats', { seatsLeft: await seatsLeftOf(trx, tier.workshop_id) });
      }
      const id = await insertTicket(trx, {
        ...partner,
        uuid: randomUUID(),
        user_id: userId,
        ...guestColumns(guest),
        workshop_id: tier.workshop_id,
        workshop_ticket_id: tier.id,
        people,
        unit_price: tier.price,
        total: ticketTotal(tier.price, people),
        method: request.method,
        lang: options.lang,
        ...submitColumns(request.idempotency, request.method),
      });
      if (offer) await markOfferBought(trx, offer.id, id);
      // Issue 35: after the seats (seats, then cards: one lock order for every sale).
      if (request.giftCards?.length) await paySaleWithGiftCards(trx, { kind: 'ticket', id }, request.giftCards);
      const row = (await findTicket(trx, id))!;
      await recordPlaced(trx, row);
      return { row, email: contact.email };
    });
  }

  const codesOf = (ticket: TicketView) => ticketCodes(options.signer, { id: ticket.id, workshop_id: ticket.workshopId, people: ticket.people });

  return {
    /** A ticket's calendar file by its unguessable uuid (`/calendar/*.ics`), or undefined. */
    calendarByUuid: (uuid: string) => ticketCalendarByUuid(db, options.publicUrl, uuid),

    /** The QR code shown with a ticket (schema MyTicket.qrCode): its signed code (issue 27). */
    qrCode(ticket: TicketView): Promise<string> {
      return ticketQrCode(codesOf(ticket).qr);
    },

    /** The door code printed under a ticket's QR code (schema MyTicket.doorCode). */
    doorCode(ticket: TicketView): string {
      return codesOf(ticket).door;
    },

    /** Buys a ticket and starts its payment; a retry with the same key answers the first result (and draws no gift card again). */
    async buy(request: TicketInput): Promise<PaymentResultView> {
      return placeAndPay(db, options, {
        kind: 'ticket',
        method: request.method,
        buyer: request.buyer,
        idempotency: request.idempotency,
        findByKey: (key) => findTicketByKey(db, key),
        // Held only while the ticket is written: the cards are drawn there, the payment starts after.
        place: (recordPlaced) => withGiftCardThrottle(db, options.clientAddress, request.giftCards, () => place(request, recordPlaced)),
      });
    },

    /** The customer's tickets. */
    mine: ownSales(db, findTicketsOfUser, findTicketOfUser, (rows) => rows.map(ticketView)),

    /**
     * A guest's ticket by uuid, or null; with the buyer's email it includes the buyer's contact,
     * without it the contact is left out (the uuid alone is the ticket's bearer secret).
     */
    async guestTicket(uuid: string, email: string | null): Promise<TicketView | null> {
      const row = await findGuestTicket(db, uuid, email);
      if (!row) return null;
      const view = ticketView(row);
      return email === null ? { ...view, name: null, email: null, phone: null, address: null } : view;
    },
  };
}

/** The tickets service of one request. */
export type Tickets = ReturnType<typeof createTickets>;
