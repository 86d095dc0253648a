import type { Kysely } from 'kysely';
import { findPartnerByReportHash } from '../../db/repositories/partners/registry.js';
import type { Database } from '../../db/types.js';
import { createPartnerCommission } from './commission.js';
import { partnerView, reportTokenHash } from './registry.js';

/** A report link's token as issued: 32 random bytes in base64url. Anything else opens nothing. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The partners' reports (issue 26 item 4): the owner's month of every partner, and each partner's
 * own month through its private link. Neither carries anything about a buyer: the statements
 * hold kinds, dates, totals and commissions only.
 */
export function createPartnerReports(db: Kysely<Database>) {
  const commission = createPartnerCommission(db);
  return {
    /** The schema's AdminPartnerReport. */
    async ownerMonth(month: string) {
      const { statements, totals } = await commission.month(month);
      return { month, ...totals, partners: statements.map(({ partner, statement }) => ({ partner: partnerView(partner), statement })) };
    },

    /** The schema's PartnerReport for a link's token; null for an unknown, revoked or forged one. */
    async forPartner(token: string, month: string) {
      if (!TOKEN.test(token)) return null;
      const partner = await findPartnerByReportHash(db, reportTokenHash(token));
      if (!partner) return null;
      return {
        name: partner.name,
        lang: partner.lang,
        commissionPercent: Number(partner.commission_percent),
        status: partner.status,
        statement: await commission.statement(partner, month),
      };
    },
  };
}
