import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

/**
 * A white-label request is a sale too (issue 34 item 2): its placing is an event in the outbox,
 * whose handlers mail the customer's confirmation and the shop's notice once, after COMMIT.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE sale_events DROP CONSTRAINT sale_events_kind_check',
    `ALTER TABLE sale_events ADD CONSTRAINT sale_events_kind_check
      CHECK (kind IN ('order', 'refill', 'ticket', 'personalized', 'subscription', 'whitelabel'))`,
  ]);
}

/** Drops what `up` added (with the white-label requests' events). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    "DELETE FROM sale_events WHERE kind = 'whitelabel'",
    'ALTER TABLE sale_events DROP CONSTRAINT sale_events_kind_check',
    `ALTER TABLE sale_events ADD CONSTRAINT sale_events_kind_check
      CHECK (kind IN ('order', 'refill', 'ticket', 'personalized', 'subscription'))`,
  ]);
}
