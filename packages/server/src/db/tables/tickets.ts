import type { ColumnType, Generated, Selectable } from 'kysely';
import type { OrderStatus, PaymentMethod, PaymentStartRecord } from './sales.js';
import type { Lang } from './texts.js';

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** SPEC §3 My ticket status labels: the same words (and moves) as an order's. */
export type TicketStatus = OrderStatus;

/** A workshop ticket (migration 015): `people` seats of one workshop in one tier, with its buyer and payment. */
export interface TicketTable {
  id: Generated<number>;
  /** The reference shown at the door (QR code) and the guest's key; random, never guessable. */
  uuid: string;
  status: ColumnType<TicketStatus, TicketStatus | undefined, TicketStatus>;
  /** The customer's account; null for a guest's ticket. */
  user_id: Optional<number>;
  guest_name: Optional<string>;
  guest_email: Optional<string>;
  guest_phone: Optional<string>;
  guest_address: Optional<string>;
  workshop_id: number;
  workshop_ticket_id: number;
  /** How many seats it holds. */
  people: number;
  /** The tier's price per person when bought, integer IQD. */
  unit_price: number;
  /** people × unit_price. */
  total: number;
  method: PaymentMethod;
  /** True only once a provider's answer was verified server-side (SECURITY §2). */
  paid: ColumnType<boolean, boolean | undefined, boolean>;
  /** Why the shop cancelled it by itself (migration 023): `hold.expired`; null otherwise. */
  cancel_reason: Optional<string>;
  lang: ColumnType<Lang, Lang | undefined, Lang>;
  idempotency_key: Optional<string>;
  request_hash: Optional<string>;
  /** As orders.payment_start: null while the start is under way, `{}` for cash. */
  payment_start: ColumnType<PaymentStartRecord | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  /** Bumped by every back-office change (migration 021); a move names the version it saw. */
  version: Generated<number>;
}

/** Workshop tickets (SPEC §3 My ticket, Guest ticket). */
export interface TicketTables {
  tickets: TicketTable;
}

export type TicketRow = Selectable<TicketTable>;
