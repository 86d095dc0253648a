import type { Kysely } from 'kysely';
import { renderSubscriptionMail } from '../../adapters/mail/templates/subscription-mail.js';
import { findMonths, findPackages, findSubscription } from '../../db/repositories/subscriptions/subscriptions.js';
import type { Database } from '../../db/types.js';
import type { SaleBus } from '../sale-life/sale-bus.js';
import { receiptHandler, type ReceiptOptions } from '../sale-life/receipts.js';

/**
 * Adds the subscription's receipt as a handler of its placed event (issue 34 item 2): once, after
 * the purchase commits, in the language it was bought in, with its boxes' dates. A subscription
 * released before its payment could start (cancelled) gets none. A mail that cannot go out is
 * logged: the subscription stands.
 */
export function addSubscriptionReceipt(bus: SaleBus, db: Kysely<Database>, options: ReceiptOptions): SaleBus {
  const receipt = receiptHandler(db, options.mailer, 'subscription', findSubscription, async (row, buyer, lang) => {
    const [item] = await findPackages(db, lang, [row.package_id]);
    const dates = (await findMonths(db, [row.id])).map((month) => month.date);
    const values = { name: buyer.name, id: row.id, package: item?.title ?? '', total: row.total, dates, gift: row.gift_name, link: `${options.publicUrl}/subscriptions/${row.id}` };
    return renderSubscriptionMail(lang, values);
  });
  bus.on('placed', receipt);
  return bus;
}
