import type { ColumnType, Generated, Selectable } from 'kysely';
import type { MailMessage } from '../../adapters/mail/mail.js';

/** A message waiting to be sent again: a mail (migration 032) or a text (migration 041), the same columns. */
export interface RetryTable<Message> {
  id: Generated<number>;
  /** Written as JSON text, read back parsed (both drivers parse JSONB). */
  message: ColumnType<Message, string, string>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date, Date>;
  last_error: string;
  created_at: Generated<Date>;
}

/** A mail waiting to be sent again (migration 032). */
export type MailRetryTable = RetryTable<MailMessage>;

/** The mail tables beyond the local outbox. */
export interface MailTables {
  mail_retries: MailRetryTable;
}

export type MailRetryRow = Selectable<MailRetryTable>;
