import type { Kysely } from 'kysely';
import type { MailMessage } from '../../adapters/mail/mail.js';
import type { Database } from '../types.js';
import type { MailRetryRow } from '../tables/mail.js';

/** Keeps a mail that could not be sent, to be tried again at `nextAttemptAt`. */
export async function insertMailRetry(db: Kysely<Database>, message: MailMessage, nextAttemptAt: Date, error: string): Promise<void> {
  await db.insertInto('mail_retries').values({ message: JSON.stringify(message), next_attempt_at: nextAttemptAt, last_error: error }).execute();
}

/** The mails due again by `now`, oldest first. */
export function dueMailRetries(db: Kysely<Database>, now: Date, limit: number): Promise<MailRetryRow[]> {
  return db.selectFrom('mail_retries').selectAll().where('next_attempt_at', '<=', now).orderBy('next_attempt_at').orderBy('id').limit(limit).execute();
}

/** A retried mail went out. */
export async function deleteMailRetry(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('mail_retries').where('id', '=', id).execute();
}

/** A retried mail failed again: counted, and put off until `nextAttemptAt`. */
export async function postponeMailRetry(db: Kysely<Database>, id: number, attempts: number, nextAttemptAt: Date, error: string): Promise<void> {
  await db.updateTable('mail_retries').set({ attempts, next_attempt_at: nextAttemptAt, last_error: error }).where('id', '=', id).execute();
}
