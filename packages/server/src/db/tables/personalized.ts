import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PaymentMethod, PaymentStartRecord } from './sales.js';
import type { Lang } from './texts.js';

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** SPEC §3 Personalized request status labels (their moves: services/personalized/personalized-status.ts). */
export type PersonalizedStatus = 'pending' | 'quoted' | 'accepted' | 'being prepared' | 'completed' | 'rejected' | 'cancelled';

/** A personalized-candle request (migration 018): a description, a reference file, the shop's quote and its payment. */
export interface PersonalizedRequestTable {
  id: Generated<number>;
  /** A reference that cannot be guessed (payment order references use it). */
  uuid: string;
  status: ColumnType<PersonalizedStatus, PersonalizedStatus | undefined, PersonalizedStatus>;
  /** The customer's account; null for a guest's request. */
  user_id: Optional<number>;
  guest_name: Optional<string>;
  guest_email: Optional<string>;
  guest_phone: Optional<string>;
  lang: ColumnType<Lang, Lang | undefined, Lang>;
  description: string;
  /** The stored upload path of the reference file. */
  file: Optional<string>;
  file_type: Optional<'image' | 'pdf'>;
  /** The shop's quote in integer IQD; null until quoted. */
  price: Optional<number>;
  /** What is due: the price once quoted, 0 before (the payments compare it with what was paid). */
  total: ColumnType<number, number | undefined, number>;
  accepted: ColumnType<boolean, boolean | undefined, boolean>;
  method: Optional<PaymentMethod>;
  /** True only once a provider's answer was verified server-side (SECURITY §2). */
  paid: ColumnType<boolean, boolean | undefined, boolean>;
  idempotency_key: Optional<string>;
  request_hash: Optional<string>;
  /** The acceptance's own idempotency key and request hash. */
  accept_key: Optional<string>;
  accept_hash: Optional<string>;
  /** As orders.payment_start: null while the start is under way, `{}` for cash. */
  payment_start: ColumnType<PaymentStartRecord | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  /** Bumped by every back-office change (migration 021); a move names the version it saw. */
  version: Generated<number>;
}

/** Personalized-candle requests. */
export interface PersonalizedTables {
  personalized_requests: PersonalizedRequestTable;
}

export type PersonalizedRequestRow = Selectable<PersonalizedRequestTable>;
