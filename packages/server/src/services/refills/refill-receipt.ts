import type { Kysely } from 'kysely';
import { sendQuietly, type Mailer } from '../../adapters/mail/mail.js';
import { renderRefillMail } from '../../adapters/mail/templates/refill-mail.js';
import { findRefillRequest } from '../../db/repositories/refills/refill-requests.js';
import type { Database } from '../../db/types.js';
import type { SaleBus } from '../sale-life/sale-bus.js';
import { findBuyerContact, saleLang } from '../sale-life/sale-customer.js';

/** What a receipt needs: the mailer, and the shop's address for the customer's link. */
export interface ReceiptOptions {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Adds the refill request's receipt as a handler of its placed event (issue 34 item 2): once, after
 * the request commits, in the language it was placed in. A request released before its payment
 * could start (cancelled) gets none. A mail that cannot go out is logged: the request stands.
 */
export function addRefillReceipt(bus: SaleBus, db: Kysely<Database>, options: ReceiptOptions): SaleBus {
  bus.on('placed', async function refillReceipt({ kind, id }) {
    if (kind !== 'refill') return;
    const row = await findRefillRequest(db, id);
    const buyer = row && row.status !== 'cancelled' ? await findBuyerContact(db, row) : undefined;
    if (!row || !buyer) return;
    const link = row.user_id === null ? null : `${options.publicUrl}/refills/${row.id}`;
    await sendQuietly(options.mailer, 'refill confirmation', {
      to: buyer.email,
      ...renderRefillMail(saleLang(row.lang), { name: buyer.name, id: row.id, total: row.total + row.gift_card_paid, giftCardPaid: row.gift_card_paid, quantity: row.quantity, link }),
    });
  });
  return bus;
}
