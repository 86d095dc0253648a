import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Lang } from './texts.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A partner is active, or paused: a paused partner's pages embed nothing and earn nothing. */
export type PartnerStatus = 'active' | 'paused';

/** A partner shop (migration 033, issue 26): who it is, where it embeds, what it earns. */
export interface PartnerTable {
  id: Generated<number>;
  name: string;
  /** How the owner reaches the partner: an email or a phone number. */
  contact: string;
  /** The language of the partner's report page and mails. */
  lang: ColumnType<Lang, Lang | undefined, Lang>;
  /** Exact origins (`https://shop.example`) that may embed with credentials. JSON text in, array out. */
  origins: ColumnType<string[], string | undefined, string>;
  /** 0 to 100 with two decimals; numeric, so both drivers answer it as a string. */
  commission_percent: ColumnType<string, string | number, string | number>;
  status: ColumnType<PartnerStatus, PartnerStatus | undefined, PartnerStatus>;
  /** The public key the loader's `data-partner` carries. */
  key: string;
  /** SHA-256 (hex) of the private report link's token; null when no link is issued or it was revoked. */
  report_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** Bumped by every back-office change; a change names the version it saw. */
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

/** The columns every attributed sale gains (migration 033). */
export interface AttributionColumns {
  partner_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The partner's commission percent when the sale was made (numeric: a string out). */
  partner_commission_percent: ColumnType<string | null, string | number | null | undefined, string | number | null>;
}

/** The tables of partners. */
export interface PartnerTables {
  partners: PartnerTable;
}

export type PartnerRow = Selectable<PartnerTable>;
