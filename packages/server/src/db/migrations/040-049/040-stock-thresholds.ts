import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

// The dashboard's indexes, each for one of its figures over a period (db/repositories/admin/dashboard.ts;
// `npm run bench` measures it over a year of orders): the money recorded in a period (payments paid,
// refunds, cash at the door), the items of the period's orders without reading their rows, and the
// sales of a period of kinds whose tables had no index by date.
const DASHBOARD_INDEXES: ReadonlyArray<[name: string, definition: string]> = [
  ['payments_paid_created_idx', `payments (created_at) INCLUDE (amount) WHERE status IN ('PAID', 'REFUNDED')`],
  ['refunds_created_idx', 'refunds (created_at) INCLUDE (amount)'],
  ['ticket_check_ins_cash_idx', 'ticket_check_ins (checked_at) INCLUDE (cash_taken) WHERE cash_taken IS NOT NULL'],
  ['order_items_sales_idx', 'order_items (order_id) INCLUDE (product_id, quantity, unit_price)'],
  ['tickets_created_idx', 'tickets (created_at)'],
  ['refill_requests_created_idx', 'refill_requests (created_at)'],
];

/**
 * The owner's dashboard (issue 28 item 4) lists products running out: at or below their own stock
 * threshold (5 unless the owner sets another); and reads a period's figures through the indexes above.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE products ADD COLUMN low_stock_threshold integer NOT NULL DEFAULT 5 CHECK (low_stock_threshold >= 0)`,
    ...DASHBOARD_INDEXES.map(([name, definition]) => `CREATE INDEX ${name} ON ${definition}`),
  ]);
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [...DASHBOARD_INDEXES.map(([name]) => `DROP INDEX ${name}`), 'ALTER TABLE products DROP COLUMN low_stock_threshold']);
}
