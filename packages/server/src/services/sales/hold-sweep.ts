import type { Kysely } from 'kysely';
import { renderHoldMail, type HoldMailKind } from '../../adapters/mail/templates/hold-mail.js';
import { sendQuietly, type Mailer } from '../../adapters/mail/mail.js';
import { findExpiredHolds } from '../../db/repositories/sales/holds.js';
import type { Database } from '../../db/types.js';
import { cancelUnpaidTicket } from '../tickets/ticket-cancel.js';
import { cancelUnpaidOrder } from './order-cancel.js';

/** What releasing expired holds needs. */
export interface HoldSweepOptions {
  /** CASH_HOLD_HOURS (hold-limits.ts). */
  cashHoldHours: number;
  mailer: Mailer;
  /** The current time (tests move it). */
  now?: Date;
  log?: (line: string) => void;
}

const REASON = 'hold.expired';
const BATCH = 100;
const RELEASE: Record<HoldMailKind, (db: Kysely<Database>, id: number) => Promise<boolean>> = {
  // Only a sale still pending, unpaid and cash: one accepted, paid or switched to a provider
  // (pay later) meanwhile is left alone. The conditional move makes the release happen once.
  order: (db, id) => cancelUnpaidOrder(db, id, { cashOnly: true, reason: REASON }),
  ticket: (db, id) => cancelUnpaidTicket(db, id, { cashOnly: true, reason: REASON }),
};

/**
 * SECURITY-REVIEW M4: cancels unpaid cash orders and tickets staff have not accepted within the
 * hold and the customer has not confirmed (nor can still confirm: findExpiredHolds), giving their stock (and discount code) or seats back, and mails each customer in their
 * language. Runs in the payment sweeper's pass, under its lock; a second pass changes nothing.
 * @returns how many were released
 */
export async function releaseExpiredHolds(db: Kysely<Database>, options: HoldSweepOptions): Promise<number> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - options.cashHoldHours * 3_600_000);
  let released = 0;
  for (const kind of ['order', 'ticket'] as const) {
    for (const held of await findExpiredHolds(db, kind, before, now, BATCH)) {
      if (!(await RELEASE[kind](db, held.id))) continue;
      released += 1;
      options.log?.(`holds: ${kind} ${held.id} released, its cash hold of ${options.cashHoldHours} h ran out`);
      if (!held.email) continue;
      const mail = renderHoldMail(kind, held.lang, { name: held.name ?? '', id: held.id, hours: options.cashHoldHours });
      await sendQuietly(options.mailer, `the ${kind} hold mail`, { to: held.email, ...mail });
    }
  }
  return released;
}
