import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

const TABLES = [
  { table: 'orders', kind: 'order' },
  { table: 'refill_requests', kind: 'refill' },
  { table: 'tickets', kind: 'ticket' },
] as const;

/**
 * Orders, refill requests and tickets record when they were completed (issue 36 item 1): one
 * trigger sets `completed_at` on the move into `completed`, whichever path makes it (a staff move,
 * a courier's delivered stop, a check-in at the door), so none can forget it. Sales completed
 * before take the moment of their `delivered` event (migration 051, the move to completed) or of
 * the audited move; left null when neither was kept. A refund of an order may name the units that
 * came back (order_item_returns): they go back into stock once, with the refund's transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE FUNCTION sale_completed_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'completed' AND OLD.status IS DISTINCT FROM 'completed' THEN NEW.completed_at := now(); END IF;
        RETURN NEW;
      END $$`,
    ...TABLES.flatMap(({ table, kind }) => [
      `ALTER TABLE ${table} ADD COLUMN completed_at timestamptz`,
      `CREATE TRIGGER ${table}_completed_at BEFORE UPDATE OF status ON ${table} FOR EACH ROW EXECUTE FUNCTION sale_completed_at()`,
      `UPDATE ${table} s SET completed_at = coalesce(
         (SELECT min(e.created_at) FROM sale_events e WHERE e.kind = '${kind}' AND e.sale_id = s.id AND e.type = 'delivered'),
         (SELECT min(a.created_at) FROM audit_log a WHERE a.subject_type = '${kind}' AND a.subject_id = s.id AND a.after->>'status' = 'completed'))
       WHERE s.status = 'completed'`,
    ]),
    `CREATE TABLE order_item_returns (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      order_item_id integer NOT NULL REFERENCES order_items (id) ON DELETE CASCADE,
      quantity integer NOT NULL CHECK (quantity > 0),
      staff_user_id integer REFERENCES users (id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX order_item_returns_order_idx ON order_item_returns (order_id)',
  ]);
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP TABLE order_item_returns',
    ...TABLES.flatMap(({ table }) => [`DROP TRIGGER ${table}_completed_at ON ${table}`, `ALTER TABLE ${table} DROP COLUMN completed_at`]),
    'DROP FUNCTION sale_completed_at()',
  ]);
}
