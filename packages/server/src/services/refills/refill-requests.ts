import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findRefillOptions } from '../../db/repositories/catalogue/buying-options.js';
import type { RefillLineChoice } from '../../db/repositories/sales/carts.js';
import { findRefillRequest, findRefillRequestByKey, findRefillRequestOfUser, findRefillRequestsOfUser, insertRefillRequest } from '../../db/repositories/refills/refill-requests.js';
import type { Database } from '../../db/types.js';
import type { RefillRequestRow } from '../../db/tables/refills.js';
import type { PaymentMethod } from '../../db/tables/sales.js';
import { badRequest } from '../../errors.js';
import { priceRefillLine, refillColumns, refillIds } from '../sales/buying-rules.js';
import { resolvePlace, type OrderPlace, type PlaceInput } from '../sales/order-place.js';
import { MAX_AMOUNT } from '../sales/orders.js';
import { lockBuyer, type Buyer } from '../sales/buyer.js';
import { checkHoldCaps } from '../sales/hold-caps.js';
import { DEFAULT_HOLD_LIMITS, type HoldLimits } from '../sales/hold-limits.js';
import { placeAndPay, type PaymentResultView } from '../sales/payable-payments.js';
import type { RecordPlaced } from '../sale-life/placed-events.js';
import { paySaleWithGiftCards } from '../gift-cards/draw-gift-cards.js';
import { withGiftCardThrottle } from '../gift-cards/gift-card-throttle.js';
import { refillView } from './refill-views.js';
import { ownSales } from '../sales/own-sales.js';
import { guestColumns, placeColumns, submitColumns } from '../sales/purchase-columns.js';
import type { PaidSellingOptions } from '../sales/selling-options.js';

/** One refill request, its arguments already parsed (SPEC §7 refillRequest, refillRequestGuest). */
export interface RefillRequestInput extends PlaceInput {
  buyer: Buyer;
  line: RefillLineChoice & { quantity: number };
  method: PaymentMethod;
  notes: string | null;
  /** Gift card codes as typed (issue 35), drawn in the request's transaction in this order. */
  giftCards?: string[];
  /** SECURITY B1: the client's key and the hash of the request it came with. */
  idempotency?: { key: string; hash: string };
}

/** What the refills service needs of the request. */
export interface RefillsOptions extends PaidSellingOptions {
  /** How much one customer may hold unpaid (SECURITY-REVIEW-2 N3); DEFAULT_HOLD_LIMITS when absent. */
  holds?: HoldLimits;
  /** The client's address: gift card codes naming no card are limited by it. */
  clientAddress: string;
}

interface Placed {
  row: RefillRequestRow;
  email: string;
}

/**
 * Refill requests (SPEC §3 Refill request, §5 Totals, SECURITY A4, B1): validated against the
 * refill materials and priced by the server's one refill rule; a provider method starts a
 * payment after COMMIT through the shop's verified payments, and a request whose payment cannot
 * start is cancelled. Every request gets a confirmation mail in the buyer's language: its placed
 * event's handler (refill-receipt.ts).
 */
export function createRefills(db: Kysely<Database>, options: RefillsOptions) {
  async function place(request: RefillRequestInput, plan: OrderPlace, recordPlaced: RecordPlaced): Promise<Placed> {
    const partner = await options.attribution();
    return db.transaction().execute(async (trx) => {
      const { userId, contact, guest, placer } = await lockBuyer(trx, request.buyer, !plan.pickup);
      // SECURITY-REVIEW-2 N3: unpaid refill requests count with unpaid orders (each sends a confirmation text).
      await checkHoldCaps(trx, 'order', placer, options.holds ?? DEFAULT_HOLD_LIMITS);
      const { line } = request;
      const unitPrice = priceRefillLine(await findRefillOptions(trx, refillIds([line])), line);
      const total = unitPrice * line.quantity;
      if (total > MAX_AMOUNT) throw badRequest({ quantity: ['input.quantity.max'] });
      const id = await insertRefillRequest(trx, {
        ...partner,
        uuid: randomUUID(),
        user_id: userId,
        ...guestColumns(guest, plan.address),
        ...refillColumns(line),
        quantity: line.quantity,
        unit_price: unitPrice,
        total,
        method: request.method,
        ...placeColumns(plan),
        notes: request.notes,
        lang: options.lang,
        ...submitColumns(request.idempotency, request.method),
      });
      // Issue 35: the cards are drawn in the request's own transaction, as an order's are.
      if (request.giftCards?.length) await paySaleWithGiftCards(trx, { kind: 'refill', id }, request.giftCards);
      const row = (await findRefillRequest(trx, id))!;
      await recordPlaced(trx, row);
      return { row, email: contact.email };
    });
  }

  return {
    /** Places a refill request and starts its payment; a retry with the same key answers the first result (and draws no gift card again). */
    async request(request: RefillRequestInput): Promise<PaymentResultView> {
      return placeAndPay(db, options, {
        kind: 'refill',
        method: request.method,
        buyer: request.buyer,
        idempotency: request.idempotency,
        findByKey: (key) => findRefillRequestByKey(db, key),
        // Held only while the request is written: the cards are drawn there, the payment starts after.
        place: (recordPlaced) => withGiftCardThrottle(db, options.clientAddress, request.giftCards, async () => place(request, await resolvePlace(db, request), recordPlaced)),
      });
    },

    /** The customer's refill requests. */
    mine: ownSales(db, findRefillRequestsOfUser, findRefillRequestOfUser, (rows) => rows.map(refillView)),
  };
}

/** The refills service of one request. */
export type Refills = ReturnType<typeof createRefills>;
