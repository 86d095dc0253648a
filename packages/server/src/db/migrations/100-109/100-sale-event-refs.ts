import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

/**
 * A sale's events that happen more than once: each staff move of its status (`moved`, the mail
 * the customer gets) and each refund (`refunded`, one mail a refund, partial ones too). `ref` says
 * which one (the move's status and version, the refund's id), so the unique key still makes each
 * once however many requests race to it; the events that happen once keep an empty `ref`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    "ALTER TABLE sale_events ADD COLUMN ref text NOT NULL DEFAULT ''",
    'ALTER TABLE sale_events DROP CONSTRAINT sale_events_kind_sale_id_type_key',
    'ALTER TABLE sale_events ADD CONSTRAINT sale_events_once UNIQUE (kind, sale_id, type, ref)',
    'ALTER TABLE sale_events DROP CONSTRAINT sale_events_type_check',
    `ALTER TABLE sale_events ADD CONSTRAINT sale_events_type_check
      CHECK (type IN ('placed', 'confirmed', 'paid', 'delivered', 'cancelled', 'refunded', 'moved'))`,
  ]);
}

/** Drops what `up` added (the refunds' and moves' events past the first of each go too). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    "DELETE FROM sale_events WHERE type = 'moved' OR ref <> ''",
    'ALTER TABLE sale_events DROP CONSTRAINT sale_events_type_check',
    `ALTER TABLE sale_events ADD CONSTRAINT sale_events_type_check
      CHECK (type IN ('placed', 'confirmed', 'paid', 'delivered', 'cancelled', 'refunded'))`,
    'ALTER TABLE sale_events DROP CONSTRAINT sale_events_once',
    'ALTER TABLE sale_events ADD CONSTRAINT sale_events_kind_sale_id_type_key UNIQUE (kind, sale_id, type)',
    'ALTER TABLE sale_events DROP COLUMN ref',
  ]);
}
