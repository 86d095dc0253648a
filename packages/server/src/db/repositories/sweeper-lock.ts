import { sql, type Kysely } from 'kysely';
import { isEmbedded } from '../database.js';
import type { Database } from '../types.js';

// The first half of the advisory lock's key says "payment sweeper"; the second is the shop's
// schema, so shops (and test suites) sharing one PostgreSQL database never block each other.
const SWEEPER_LOCK_CLASS = 0x63_61_6e_64; // "cand"

/** The lock class of the upload sweeper (services/accounts/upload-sweeper.ts): it never waits on the payment sweeper. */
export const UPLOAD_SWEEPER_LOCK_CLASS = 0x75_70_6c_64; // "upld"

/** The lock class of the mail retrier (adapters/mail/mail-retry.ts): one instance resends at a time. */
export const MAIL_RETRY_LOCK_CLASS = 0x6d_61_69_6c; // "mail"

/** The lock class of the text retrier (adapters/messaging/text-retry.ts): one instance resends at a time. */
export const TEXT_RETRY_LOCK_CLASS = 0x74_65_78_74; // "text"

/** The lock class of the refund reconciler (services/refunds/refund-reconciler.ts, SECURITY-REVIEW-2 N5). */
export const REFUND_RECONCILER_LOCK_CLASS = 0x72_66_6e_64; // "rfnd"

/** The lock class of the gift-card sender (services/gift-cards/gift-card-sender.ts): one instance sends the day's cards at a time. */
export const GIFT_CARD_SENDER_LOCK_CLASS = 0x67_69_66_74; // "gift"

/** The lock class of the cart reminder sender (services/cart-reminders/cart-reminder-sender.ts, issue 37 item 2). */
export const CART_REMINDER_LOCK_CLASS = 0x63_61_72_74; // "cart"
/** The lock class of the refill plans' cycle sweeper (services/refill-plans/plan-cycle-sweeper.ts): one instance creates cycles at a time. */
export const PLAN_CYCLE_LOCK_CLASS = 0x70_6c_61_6e; // "plan"

/** What `withSweeperLock` did: ran the work (with its result), or skipped it. */
export type LockedRun<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs `work` only when no other instance on this database is sweeping: a PostgreSQL session
 * advisory lock held on one reserved connection for the duration (released at the end, or by
 * the server when the process dies). `work` uses `db` as usual, on other connections, so no
 * transaction stays open across the providers' calls. Embedded PGlite serves one process only:
 * there the lock is trivially held.
 */
export async function withSweeperLock<T>(db: Kysely<Database>, work: () => Promise<T>, lockClass: number = SWEEPER_LOCK_CLASS): Promise<LockedRun<T>> {
  if (isEmbedded(db)) return { ran: true, result: await work() };
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${lockClass}, hashtext(current_schema())) as locked`.execute(connection);
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, result: await work() };
    } finally {
      await sql`select pg_advisory_unlock(${lockClass}, hashtext(current_schema()))`.execute(connection);
    }
  });
}
