import type { Kysely } from 'kysely';
import { renderRefillMail } from '../../adapters/mail/templates/refill-mail.js';
import { findRefillRequest } from '../../db/repositories/refills/refill-requests.js';
import type { Database } from '../../db/types.js';
import type { SaleBus } from '../sale-life/sale-bus.js';
import { receiptHandler, type ReceiptOptions } from '../sale-life/receipts.js';

/**
 * Adds the refill request's receipt as a handler of its placed event (issue 34 item 2), in the
 * language it was placed in; a guest's has no link (guests have no refill page).
 */
export function addRefillReceipt(bus: SaleBus, db: Kysely<Database>, options: ReceiptOptions): SaleBus {
  const receipt = receiptHandler(db, options.mailer, 'refill', findRefillRequest, (row, buyer, lang) => {
    const link = row.user_id === null ? null : `${options.publicUrl}/refills/${row.id}`;
    return renderRefillMail(lang, { name: buyer.name, id: row.id, total: row.total + row.gift_card_paid, giftCardPaid: row.gift_card_paid, quantity: row.quantity, link });
  });
  bus.on('placed', receipt);
  return bus;
}
