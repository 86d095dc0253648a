import type { Kysely } from 'kysely';
import { findPayableMethod } from '../../db/repositories/sales/payments.js';
import type { Database } from '../../db/types.js';
import type { PayableKind } from '../../db/tables/payments.js';
import type { Mailer } from '../../adapters/mail/mail.js';
import { startConfirmation, type ConfirmationStartOptions } from '../confirmations/confirmation-start.js';
import { addGiftCardHandlers } from '../gift-cards/gift-card-handlers.js';
import { addRefundMails } from '../refunds/refund-mails.js';
import type { SaleBus } from './sale-bus.js';
import { addStatusMails } from './status-mails.js';

/** What the shop's own handlers need. */
export interface ShopHandlersOptions {
  /** Sends cash orders, refill requests and tickets their confirm-or-cancel link (issue 28 item 1); none without it. */
  confirmations?: ConfirmationStartOptions | undefined;
  /** Mails what handlers send of their own (the gift cards an order paid for, status and refund mails). */
  mailer: Mailer;
  /** The shop's address, for the customer's link in a mail. */
  publicUrl: string;
}

const CONFIRMED_KINDS: ReadonlySet<PayableKind> = new Set(['order', 'refill', 'ticket']);

/**
 * Adds the shop's handlers of a sale's events to `bus`; a request's services and the sweeper each
 * build one with their own mailer. New features add their handlers here.
 * @example const saleLife = createSaleLife(db, addShopHandlers(createSaleBus(), db, { confirmations, mailer, publicUrl }));
 */
export function addShopHandlers(bus: SaleBus, db: Kysely<Database>, options: ShopHandlersOptions): SaleBus {
  const { confirmations } = options;
  if (confirmations) {
    // Issue 28 item 1: a cash sale gets its confirm-or-cancel link when placed, before its receipt
    // (the sale's own handler, after the bus's), so the newest mail stays the sale's own.
    bus.on('placed', async function confirmationLink({ kind, id }) {
      if (!CONFIRMED_KINDS.has(kind)) return;
      // Issue 35: a cash sale its gift cards paid wholly has nothing left to confirm.
      const sale = await findPayableMethod(db, { kind, id });
      if (sale?.method !== 'cash' || sale.paid) return;
      await startConfirmation(db, confirmations, kind as 'order' | 'refill' | 'ticket', id);
    });
  }
  addGiftCardHandlers(bus, db, { mailer: options.mailer, publicUrl: options.publicUrl });
  addStatusMails(bus, db, options);
  addRefundMails(bus, db, options);
  return bus;
}
