import type { Generated, Selectable } from 'kysely';
import type { RetryTable } from './mail.js';
import type { TextMessage } from '../../adapters/messaging/messaging.js';

/** A text the local messaging adapter kept instead of sending (migration 041). */
export interface TextOutboxTable {
  id: Generated<number>;
  /** The phone number as the shop has it. */
  recipient: string;
  lang: string;
  body: string;
  created_at: Generated<Date>;
}

/** A text waiting to be sent again (migration 041). */
export type TextRetryTable = RetryTable<TextMessage>;

/** The text-message tables. */
export interface TextMessageTables {
  text_outbox: TextOutboxTable;
  text_retries: TextRetryTable;
}

export type TextOutboxRow = Selectable<TextOutboxTable>;
export type TextRetryRow = Selectable<TextRetryTable>;
