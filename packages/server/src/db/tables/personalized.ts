import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PaymentMethod, PurchaseColumns } from './sales.js';
import type { AttributionColumns } from './partners.js';

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** SPEC §3 Personalized request status labels (their moves: services/personalized/personalized-status.ts). */
export type PersonalizedStatus = 'pending' | 'quoted' | 'accepted' | 'being prepared' | 'completed' | 'rejected' | 'cancelled';

/** A personalized-candle request (migration 018): a description, a reference file, the shop's quote and its payment. */
export interface PersonalizedRequestTable extends PurchaseColumns, AttributionColumns {
  id: Generated<number>;
  /** A reference that cannot be guessed (payment order references use it). */
  uuid: string;
  status: ColumnType<PersonalizedStatus, PersonalizedStatus | undefined, PersonalizedStatus>;
  /** The customer's account; null for a guest's request. */
  user_id: Optional<number>;
  guest_name: Optional<string>;
  guest_email: Optional<string>;
  guest_phone: Optional<string>;
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
  /** The acceptance's own idempotency key and request hash. */
  accept_key: Optional<string>;
  accept_hash: Optional<string>;
}

/** Personalized-candle requests. */
export interface PersonalizedTables {
  personalized_requests: PersonalizedRequestTable;
}

export type PersonalizedRequestRow = Selectable<PersonalizedRequestTable>;
