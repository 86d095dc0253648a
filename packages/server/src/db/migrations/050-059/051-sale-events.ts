import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

/**
 * Issue 34 item 2: a sale's life as events, kept in an outbox. A status change records its event
 * in its own transaction; the unique key makes it once however many requests race to it, and
 * `dispatched_at` is stamped by the one instance that claims it for its handlers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE sale_events (
      id serial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('order', 'refill', 'ticket', 'personalized', 'subscription')),
      sale_id integer NOT NULL,
      type text NOT NULL CHECK (type IN ('placed', 'confirmed', 'paid', 'delivered', 'cancelled', 'refunded')),
      created_at timestamptz NOT NULL DEFAULT now(),
      dispatched_at timestamptz,
      UNIQUE (kind, sale_id, type)
    )`,
    // The sweep reads only what was never dispatched.
    'CREATE INDEX sale_events_undispatched ON sale_events (created_at) WHERE dispatched_at IS NULL',
  ]);
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['DROP TABLE sale_events']);
}
