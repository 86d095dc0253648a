import type { Kysely } from 'kysely';
import type { Mailer } from '../../adapters/mail/mail.js';
import type { Database } from '../../db/types.js';
import { mailMove } from '../status-moves.js';
import type { SaleBus } from './sale-bus.js';
import { findSaleCustomer } from './sale-customer.js';

/** What the status mails need: the mailer, and the shop's address for the customer's link. */
export interface StatusMailsOptions {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Adds the status mail (issue 15) as the handler of a sale's moved event (issue 34 item 2): each
 * staff move of an order, refill request, ticket, personalized request or subscription (or one of
 * its boxes) mails the customer once, after the move commits, in their language.
 */
export function addStatusMails(bus: SaleBus, db: Kysely<Database>, options: StatusMailsOptions): SaleBus {
  bus.on('moved', async function statusMail({ kind, id, move }) {
    const found = await findSaleCustomer(db, options.publicUrl, { kind, id });
    if (!found) return;
    const { customer, link } = found;
    await mailMove(options.mailer, kind, customer, { name: customer.name, id, status: move.to, ...(move.month === undefined ? {} : { month: move.month }), ...(move.door ? { door: move.door } : {}), link });
  });
  return bus;
}
