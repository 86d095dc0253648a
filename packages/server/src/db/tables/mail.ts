import type { ColumnType, Generated, Selectable } from 'kysely';
import type { MailMessage } from '../../adapters/mail/mail.js';

/** A mail waiting to be sent again (migration 032). */
export interface MailRetryTable {
  id: Generated<number>;
  /** Written as JSON text, read back parsed (both drivers parse JSONB). */
  message: ColumnType<MailMessage, string, string>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date, Date>;
  last_error: string;
  created_at: Generated<Date>;
}

/** The mail tables beyond the local outbox. */
export interface MailTables {
  mail_retries: MailRetryTable;
}

export type MailRetryRow = Selectable<MailRetryTable>;
