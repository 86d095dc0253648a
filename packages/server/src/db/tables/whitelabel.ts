import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Lang } from './texts.js';
import type { AttributionColumns } from './partners.js';

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** SPEC §3 White-label request status labels (their moves: services/whitelabel/white-label-status.ts). */
export type WhiteLabelStatus = 'pending' | 'quoted' | 'accepted' | 'rejected' | 'cancelled';

/** A white-label request (migration 016), priced by the server when it was sent. */
export interface WhiteLabelRequestTable extends AttributionColumns {
  id: Generated<number>;
  status: ColumnType<WhiteLabelStatus, WhiteLabelStatus | undefined, WhiteLabelStatus>;
  /** The customer's account; null for a guest's request. */
  user_id: Optional<number>;
  contact_name: string;
  contact_email: string;
  contact_phone: Optional<string>;
  lang: ColumnType<Lang, Lang | undefined, Lang>;
  quantity: number;
  container_id: number;
  size_id: number;
  color_id: number;
  scent_id: number;
  wick_id: number;
  package_id: Optional<number>;
  sticker: boolean;
  label_text: Optional<string>;
  /** The stored upload path of the buyer's logo. */
  logo: Optional<string>;
  description: Optional<string>;
  /** Integer IQD per candle: the white-label price when sent. */
  candle_price: number;
  /** 500 with a branded label sticker, else 0 (SPEC §9). */
  label_price: number;
  package_price: number;
  /** quantity × (candle_price + label_price + package_price). */
  total: number;
  idempotency_key: Optional<string>;
  request_hash: Optional<string>;
  created_at: Generated<Date>;
  /** Bumped by every back-office change (migration 021); a move names the version it saw. */
  version: Generated<number>;
}

/** White-label requests (SPEC §3). */
export interface WhiteLabelTables {
  white_label_requests: WhiteLabelRequestTable;
}

export type WhiteLabelRequestRow = Selectable<WhiteLabelRequestTable>;
