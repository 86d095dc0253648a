import type { Kysely } from 'kysely';
import { findPartnerNames } from '../../db/repositories/partners/attribution.js';
import type { Database } from '../../db/types.js';
import { createBatchLoader } from '../../internal/batch-loader.js';

/** The schema's SalePartner: who brought a sale and the commission percent copied onto it. */
export interface SalePartnerView {
  id: number;
  name: string;
  /** Null where it is hidden: from staff who are not the owner (SECURITY-REVIEW-2 N12). */
  commissionPercent: number | null;
}

/** The attribution columns of a stored sale (migration 033). */
export interface AttributedRow {
  partner_id?: unknown;
  partner_commission_percent?: unknown;
}

/**
 * The partner of each sale the back office shows (issue 26 item 2: "Partner: name" on a sale's
 * page), every name of a page of sales read in one query.
 */
export function createSalePartners(db: Kysely<Database>) {
  const nameOf = createBatchLoader((ids: readonly number[]) => findPartnerNames(db, ids), null as string | null);
  return {
    /** The partner a stored sale row records, or null. */
    async of(row: AttributedRow): Promise<SalePartnerView | null> {
      const id = typeof row.partner_id === 'number' ? row.partner_id : null;
      if (id === null) return null;
      const name = await nameOf(id);
      return name === null ? null : { id, name, commissionPercent: Number(row.partner_commission_percent ?? 0) };
    },
  };
}
