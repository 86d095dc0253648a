import type { Kysely } from 'kysely';
import { findConfirmationOfSale } from '../../db/repositories/confirmations/confirmations.js';
import { findPayableMethod } from '../../db/repositories/sales/payments.js';
import type { Database } from '../../db/types.js';
import type { PayableKind } from '../../db/tables/payments.js';
import type { Mailer } from '../../adapters/mail/mail.js';
import type { Storage } from '../../adapters/storage/storage.js';
import type { TicketSigner } from '../../auth/ticket-key.js';
import { startConfirmation, type ConfirmationStartOptions } from '../confirmations/confirmation-start.js';
import { addGiftCardHandlers } from '../gift-cards/gift-card-handlers.js';
import { addPersonalizedReceived } from '../personalized/personalized-received.js';
import { addRefillReceipt } from '../refills/refill-receipt.js';
import { addRefundMails } from '../refunds/refund-mails.js';
import { addSubscriptionReceipt } from '../subscriptions/subscription-receipt.js';
import { addTicketReceipt } from '../tickets/ticket-receipt.js';
import { addWhiteLabelReceived } from '../whitelabel/white-label-received.js';
import type { SaleBus } from './sale-bus.js';
import { addStatusMails } from './status-mails.js';

/** What the shop's own handlers need. */
export interface ShopHandlersOptions {
  /** Sends cash orders, refill requests and tickets their confirm-or-cancel link (issue 28 item 1); none without it. */
  confirmations?: ConfirmationStartOptions | undefined;
  /** Mails what handlers send of their own (receipts, the shop's notices, gift cards an order paid for, status and refund mails). */
  mailer: Mailer;
  /** The shop's address, for the customer's link in a mail. */
  publicUrl: string;
  /** Where the shop is told of new white-label and personalized requests (SHOP_EMAIL). */
  shopEmail: string;
  /** Where a request's files are (their links in the shop's notice). */
  storage: Storage;
  /** Signs a ticket's QR code and door code in its receipt (issue 27). */
  signer: TicketSigner;
}

const CONFIRMED_KINDS: ReadonlySet<PayableKind> = new Set(['order', 'refill', 'ticket']);

// Stock, seats and partner attribution are no handlers, on purpose. Handlers run after COMMIT,
// at most once (the claim marks an event dispatched before they run; a failure is logged, not
// retried) and up to the sweep's grace late. Stock and seats are taken by guarded UPDATEs in the
// sale's own transaction, so they are never oversold, and given back (with the promotion and the
// gift cards, in one lock order) in the transaction of the conditional move that cancels the sale,
// so exactly once: as a handler a give-back could be lost or come a minute late. Attribution is
// two columns of the sale row (partner_id and the percent of the day), chosen from the request's
// own claim, which no event carries; commission is counted from the sales when a report is read,
// so no record is written after a sale.

/**
 * Adds the shop's handlers of a sale's events to `bus`; a request's services and the sweeper each
 * build one with their own mailer. New features add their handlers here.
 * @example const saleLife = createSaleLife(db, addShopHandlers(createSaleBus(), db, { confirmations, mailer, publicUrl, shopEmail, storage, signer }));
 */
export function addShopHandlers(bus: SaleBus, db: Kysely<Database>, options: ShopHandlersOptions): SaleBus {
  const { confirmations } = options;
  if (confirmations) {
    // Issue 28 item 1: a cash sale gets its confirm-or-cancel link when placed, before its receipt
    // (added after it), so the newest mail stays the sale's own.
    bus.on('placed', async function confirmationLink({ kind, id }) {
      if (kind === 'whitelabel' || !CONFIRMED_KINDS.has(kind)) return;
      // Issue 35: a cash sale its gift cards paid wholly has nothing left to confirm.
      const sale = await findPayableMethod(db, { kind, id });
      if (sale?.method !== 'cash' || sale.paid) return;
      // Issue 37 item 1: a refill plan's cycle is placed with its row (confirmed by the plan's own link, or on the call list).
      if (await findConfirmationOfSale(db, kind as 'refill', id)) return;
      await startConfirmation(db, confirmations, kind as 'order' | 'refill' | 'ticket', id);
    });
  }
  // After the link: a sale's receipt is the newest of its mails, and a request's notice follows its receipt.
  addRefillReceipt(bus, db, options);
  addTicketReceipt(bus, db, options);
  addSubscriptionReceipt(bus, db, options);
  addPersonalizedReceived(bus, db, options);
  addWhiteLabelReceived(bus, db, options);
  addGiftCardHandlers(bus, db, { mailer: options.mailer, publicUrl: options.publicUrl });
  addStatusMails(bus, db, options);
  addRefundMails(bus, db, options);
  return bus;
}
