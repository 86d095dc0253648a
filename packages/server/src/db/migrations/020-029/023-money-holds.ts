import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

/**
 * Money is never taken against a closed sale, and cash holds end (issue 23, SECURITY-REVIEW M4,
 * M5; SECURITY A3): a payment that completes for a cancelled or rejected sale, or for one already
 * paid, becomes PAID_NEEDS_REFUND; an order or ticket the shop cancelled by itself says why
 * (`hold.expired`). The partial indexes serve the sweeper's hold pass and the back office's
 * refunds-first lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE payments DROP CONSTRAINT payments_status_check`,
    `ALTER TABLE payments ADD CONSTRAINT payments_status_check
      CHECK (status IN ('PENDING_PAYMENT', 'PAID', 'FAILED', 'EXPIRED', 'CANCELLED', 'PAID_NEEDS_REFUND'))`,
    `CREATE INDEX payments_refund_idx ON payments (updated_at) WHERE status = 'PAID_NEEDS_REFUND'`,
    `ALTER TABLE orders ADD COLUMN cancel_reason text`,
    `ALTER TABLE tickets ADD COLUMN cancel_reason text`,
    `CREATE INDEX orders_cash_hold_idx ON orders (created_at) WHERE status = 'pending' AND method = 'cash' AND NOT paid`,
    `CREATE INDEX tickets_cash_hold_idx ON tickets (created_at) WHERE status = 'pending' AND method = 'cash' AND NOT paid`,
  ]);
}

/** Drops what `up` added (a PAID_NEEDS_REFUND payment goes back to PAID first). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `DROP INDEX tickets_cash_hold_idx`,
    `DROP INDEX orders_cash_hold_idx`,
    `ALTER TABLE tickets DROP COLUMN cancel_reason`,
    `ALTER TABLE orders DROP COLUMN cancel_reason`,
    `DROP INDEX payments_refund_idx`,
    `UPDATE payments SET status = 'PAID' WHERE status = 'PAID_NEEDS_REFUND'`,
    `ALTER TABLE payments DROP CONSTRAINT payments_status_check`,
    `ALTER TABLE payments ADD CONSTRAINT payments_status_check
      CHECK (status IN ('PENDING_PAYMENT', 'PAID', 'FAILED', 'EXPIRED', 'CANCELLED'))`,
  ]);
}
