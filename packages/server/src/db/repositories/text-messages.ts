import type { Insertable, Kysely } from 'kysely';
import type { TextMessage } from '../../adapters/messaging/messaging.js';
import type { Database } from '../types.js';
import type { TextOutboxRow, TextOutboxTable, TextRetryRow } from '../tables/text-messages.js';

/** Keeps one text in the local text outbox. */
export async function insertOutboxText(db: Kysely<Database>, text: Insertable<TextOutboxTable>): Promise<void> {
  await db.insertInto('text_outbox').values(text).execute();
}

/** The latest texts of the local outbox, newest first. */
export function latestOutboxTexts(db: Kysely<Database>, limit: number): Promise<TextOutboxRow[]> {
  return db.selectFrom('text_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** Keeps a text that could not be sent, to be tried again at `nextAttemptAt`. */
export async function insertTextRetry(db: Kysely<Database>, message: TextMessage, nextAttemptAt: Date, error: string): Promise<void> {
  await db.insertInto('text_retries').values({ message: JSON.stringify(message), next_attempt_at: nextAttemptAt, last_error: error }).execute();
}

/** The texts due again by `now`, oldest first. */
export function dueTextRetries(db: Kysely<Database>, now: Date, limit: number): Promise<TextRetryRow[]> {
  return db.selectFrom('text_retries').selectAll().where('next_attempt_at', '<=', now).orderBy('next_attempt_at').orderBy('id').limit(limit).execute();
}

/** A retried text went out (or was given up). */
export async function deleteTextRetry(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('text_retries').where('id', '=', id).execute();
}

/** A retried text failed again: counted, and put off until `nextAttemptAt`. */
export async function postponeTextRetry(db: Kysely<Database>, id: number, attempts: number, nextAttemptAt: Date, error: string): Promise<void> {
  await db.updateTable('text_retries').set({ attempts, next_attempt_at: nextAttemptAt, last_error: error }).where('id', '=', id).execute();
}
