import type { Kysely } from 'kysely';
import { sendQuietly, type Mailer } from '../../adapters/mail/mail.js';
import { renderRefundMail } from '../../adapters/mail/templates/refund-mail.js';
import { findRefund, findRefundableSale, receivedFor, refundedThrough, type RefundableSale } from '../../db/repositories/refunds/refunds.js';
import type { Database } from '../../db/types.js';
import type { SaleBus } from '../sale-life/sale-bus.js';
import { findSaleCustomer } from '../sale-life/sale-customer.js';
import { mailLang } from '../status-moves.js';

/** What the refund mails need: the mailer, and the shop's address (the customer's lookup takes it). */
export interface RefundMailsOptions {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Adds the refund mail (issue 36) as the handler of a sale's refunded event: each refund staff
 * record, partial ones too, mails the customer once, after it is made (a provider refund once the
 * provider answered), in their language: the amount, how it came back, and what they have paid now.
 */
export function addRefundMails(bus: SaleBus, db: Kysely<Database>, options: RefundMailsOptions): SaleBus {
  bus.on('refunded', async function refundMail({ kind, id, refundId }) {
    if (kind !== 'order' && kind !== 'refill' && kind !== 'ticket') return;
    const sale: RefundableSale = { kind, id };
    const [refund, row, found] = await Promise.all([findRefund(db, refundId), findRefundableSale(db, sale), findSaleCustomer(db, options.publicUrl, sale)]);
    if (refund?.status !== 'done' || !row || !found?.customer.email) return;
    const [received, refunded] = await Promise.all([receivedFor(db, sale), refundedThrough(db, sale, refund.id)]);
    const how = refund.method === 'provider' && refund.gateway ? { method: 'provider' as const, gateway: refund.gateway, byHand: refund.by_hand } : { method: 'cash' as const };
    const { customer } = found;
    const mail = renderRefundMail(mailLang(customer), { kind, name: customer.name, id, amount: refund.amount, how, leftPaid: Math.max(0, received - refunded) });
    // The shop's answer to money the customer paid: a receipt, not counted against the per-recipient limit.
    await sendQuietly(options.mailer, `the refund mail of ${kind} ${id}`, { to: customer.email, ...mail, receipt: true });
  });
  return bus;
}
