import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

/**
 * A delivery stop names an order or a refill request, exactly one (issue 37 item 1: a refill
 * plan's confirmed cycle goes on a run like any order). A refill request waits for one outcome at a
 * time as an order does: two runs built at the same moment cannot both take it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE delivery_stops ALTER COLUMN order_id DROP NOT NULL',
    'ALTER TABLE delivery_stops ADD COLUMN refill_request_id integer REFERENCES refill_requests (id) ON DELETE CASCADE',
    'ALTER TABLE delivery_stops ADD CONSTRAINT delivery_stops_one_sale CHECK ((order_id IS NULL) <> (refill_request_id IS NULL))',
    'ALTER TABLE delivery_stops ADD CONSTRAINT delivery_stops_run_refill_key UNIQUE (run_id, refill_request_id)',
    'CREATE INDEX delivery_stops_refill_idx ON delivery_stops (refill_request_id) WHERE refill_request_id IS NOT NULL',
    'CREATE UNIQUE INDEX delivery_stops_refill_waiting_idx ON delivery_stops (refill_request_id) WHERE outcome IS NULL AND refill_request_id IS NOT NULL',
  ]);
}

/** Drops what `up` added (the refill requests' stops with it). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['DELETE FROM delivery_stops WHERE refill_request_id IS NOT NULL', 'ALTER TABLE delivery_stops DROP COLUMN refill_request_id', 'ALTER TABLE delivery_stops ALTER COLUMN order_id SET NOT NULL']);
}
