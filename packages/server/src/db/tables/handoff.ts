import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The lines of a hand-off as stored: ids and quantities only; prices are read when it is opened. */
export interface HandoffLines {
  products: Array<{ productId: number; productSizeId: number | null; colorId: number | null; scentId: number | null; quantity: number }>;
  refills: Array<{ containerId: number; sizeId: number; wickId: number; scentId: number; colorId: number; quantity: number }>;
}

/** A guest's cart handed from a partner's page to the storefront (migration 026, issue 24 item 7). */
export interface CartHandoffTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the reference; the reference itself only travels in the link. */
  ref_hash: string;
  lines: ColumnType<HandoffLines, string, string>;
  /** The id (as text) of the partner whose page made it (issue 26 item 2), or null. */
  partner: ColumnType<string | null, string | null | undefined, string | null>;
  /** The client address that made it, for the per-address limit. */
  address: string;
  expires_at: Timestamp;
  /** When it was first opened (migration 050, SECURITY-REVIEW-2 N10); null until then. */
  opened_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Date>;
}

/** The tables of cart hand-offs. */
export interface HandoffTables {
  cart_handoffs: CartHandoffTable;
}
