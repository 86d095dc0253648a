import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

/**
 * SECURITY-REVIEW-2 N5: each refund carries its own reference (`uuid`), sent to the provider so a
 * second sending of the same refund is recognised there, and a provider refund whose answer was
 * lost stays `pending` until the provider is asked about it (`checked_at`: last asked). The local
 * stand-in gateways keep the references they have refunded, to answer a repeat with the first
 * refund instead of refunding twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE refunds ADD COLUMN uuid uuid NOT NULL DEFAULT gen_random_uuid()`,
    `ALTER TABLE refunds ADD CONSTRAINT refunds_uuid_key UNIQUE (uuid)`,
    `ALTER TABLE refunds ADD COLUMN checked_at timestamptz`,
    `CREATE INDEX refunds_pending_idx ON refunds (created_at) WHERE status = 'pending'`,
    `CREATE TABLE local_gateway_refunds (
      gateway text NOT NULL,
      reference text NOT NULL,
      transaction_id text NOT NULL,
      amount integer NOT NULL CHECK (amount > 0),
      invoice_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (gateway, reference)
    )`,
  ]);
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [`DROP TABLE local_gateway_refunds`, `DROP INDEX refunds_pending_idx`, `ALTER TABLE refunds DROP COLUMN checked_at`, `ALTER TABLE refunds DROP COLUMN uuid`]);
}
