import type { ColumnType, Generated, Selectable } from 'kysely';
import type { TextMessageTables } from './text-messages.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type OptionalStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type OptionalId = ColumnType<number | null, number | null | undefined, number | null>;

export type ConfirmationStatus = 'awaiting' | 'confirmed' | 'cancelled';

/** A cash sale's confirm-or-cancel link (migration 038, issue 28 item 1); exactly one sale is named. */
export interface SaleConfirmationTable {
  id: Generated<number>;
  order_id: OptionalId;
  refill_request_id: OptionalId;
  ticket_id: OptionalId;
  /** SHA-256 of the link's token; the token itself is only in the customer's messages. */
  token_hash: string;
  status: ColumnType<ConfirmationStatus, ConfirmationStatus | undefined, ConfirmationStatus>;
  /** The link answers nothing after this. */
  expires_at: Timestamp;
  /** Still awaiting after this, the sale is on the "call the customer" list. */
  call_after: Timestamp;
  answered_at: OptionalStamp;
  /** When staff recorded calling the customer, and who. */
  called_at: OptionalStamp;
  called_by: OptionalId;
  /** A row made only to record a call on a sale that never got its link (migration 190). */
  for_call: Generated<boolean>;
  created_at: Generated<Date>;
}

/** Confirmations of cash sales, and the text messages that carry their links (migration 041). */
export interface ConfirmationTables extends TextMessageTables {
  sale_confirmations: SaleConfirmationTable;
}

export type SaleConfirmationRow = Selectable<SaleConfirmationTable>;
