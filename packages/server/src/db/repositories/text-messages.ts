import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../types.js';
import type { TextOutboxRow, TextOutboxTable } from '../tables/text-messages.js';

/** Keeps one text in the local text outbox. */
export async function insertOutboxText(db: Kysely<Database>, text: Insertable<TextOutboxTable>): Promise<void> {
  await db.insertInto('text_outbox').values(text).execute();
}

/** The latest texts of the local outbox, newest first. */
export function latestOutboxTexts(db: Kysely<Database>, limit: number): Promise<TextOutboxRow[]> {
  return db.selectFrom('text_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
