import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../types.js';
import type { OutboxRow, OutboxTable } from '../tables/accounts.js';

/** Keeps one mail in the local outbox. */
export async function insertOutboxMail(db: Kysely<Database>, mail: Insertable<OutboxTable>): Promise<void> {
  await db.insertInto('outbox').values(mail).execute();
}

/** The latest mails of the local outbox, newest first. */
export function latestOutboxMails(db: Kysely<Database>, limit: number): Promise<OutboxRow[]> {
  return db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** One mail of the local outbox, or undefined. */
export function findOutboxMail(db: Kysely<Database>, id: number): Promise<OutboxRow | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}
