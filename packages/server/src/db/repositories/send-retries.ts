import type { Kysely } from 'kysely';
import type { Database } from '../types.js';
import type { RetryTable } from '../tables/mail.js';

/** The tables of messages waiting to be sent again: the same columns, a message kind each. */
export type RetryTableName = 'mail_retries' | 'text_retries';

/** A message waiting to be sent again, as read back. */
export interface RetryRow<Message> {
  id: number;
  message: Message;
  attempts: number;
}

// Both tables have RetryTable's columns; Kysely cannot type one query over a union of table names,
// so each query is written for `mail_retries` and run on the table named.
type Retries = Kysely<{ mail_retries: RetryTable<unknown> }>;
const on = (db: Kysely<Database>) => db as unknown as Retries;
const named = (table: RetryTableName) => table as 'mail_retries';

/** Keeps a message that could not be sent, to be tried again at `nextAttemptAt`. */
export async function insertRetry(db: Kysely<Database>, table: RetryTableName, message: unknown, nextAttemptAt: Date, error: string): Promise<void> {
  await on(db)
    .insertInto(named(table))
    .values({ message: JSON.stringify(message), next_attempt_at: nextAttemptAt, last_error: error })
    .execute();
}

/** The messages due again by `now`, oldest first. */
export async function dueRetries<Message>(db: Kysely<Database>, table: RetryTableName, now: Date, limit: number): Promise<RetryRow<Message>[]> {
  const rows = await on(db).selectFrom(named(table)).select(['id', 'message', 'attempts']).where('next_attempt_at', '<=', now).orderBy('next_attempt_at').orderBy('id').limit(limit).execute();
  return rows as RetryRow<Message>[];
}

/** A retried message went out, or was given up. */
export async function deleteRetry(db: Kysely<Database>, table: RetryTableName, id: number): Promise<void> {
  await on(db).deleteFrom(named(table)).where('id', '=', id).execute();
}

/** A retried message failed again: counted, and put off until `nextAttemptAt`. */
export async function postponeRetry(db: Kysely<Database>, table: RetryTableName, id: number, attempts: number, nextAttemptAt: Date, error: string): Promise<void> {
  await on(db).updateTable(named(table)).set({ attempts, next_attempt_at: nextAttemptAt, last_error: error }).where('id', '=', id).execute();
}
