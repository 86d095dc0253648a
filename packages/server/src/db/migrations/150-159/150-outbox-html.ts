import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

/** The local outbox keeps a mail's HTML part beside its text (issue 37 item 3), for /dev/outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['ALTER TABLE outbox ADD COLUMN html text']);
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['ALTER TABLE outbox DROP COLUMN html']);
}
