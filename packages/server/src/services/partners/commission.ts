import { shopDateTime, shopMidnight } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { findAttributedSales, type AttributedSaleRow, type SaleKind } from '../../db/repositories/partners/commission.js';
import { findPartners } from '../../db/repositories/partners/registry.js';
import type { PartnerRow } from '../../db/tables/partners.js';
import type { Database } from '../../db/types.js';
import { badRequest } from '../../errors.js';

import { boughtByPartner, type BuyerContacts } from './self-dealing.js';

/** The kinds of sale in the order statements list them. */
export const SALE_KINDS: readonly SaleKind[] = ['order', 'refill', 'ticket', 'whitelabel', 'personalized', 'subscription'];

/**
 * The statuses in which a paid sale of each kind earns (issue 26 item 3): every status but the
 * closed ones (cancelled, rejected). A white-label request is never paid through the shop: it
 * earns once the buyer accepted the quote (the shop invoices it), and not before.
 */
const EARNING: Readonly<Record<SaleKind, readonly string[]>> = {
  order: ['pending', 'accepted', 'being prepared', 'being delivered', 'ready for pickup', 'completed'],
  refill: ['pending', 'accepted', 'being prepared', 'being delivered', 'ready for pickup', 'completed'],
  ticket: ['pending', 'accepted', 'being prepared', 'being delivered', 'ready for pickup', 'completed'],
  whitelabel: ['accepted'],
  personalized: ['accepted', 'being prepared', 'completed'],
  subscription: ['pending', 'accepted', 'completed'],
};

/**
 * What a sale counts for in every partner report: its goods (issue 36 item 1: no delivery fee), no
 * more than was collected for it (short cash at the door counts what came), less the refunds
 * recorded for it (issue 28 item 3), never below 0.
 */
export const netTotal = (sale: Pick<AttributedSaleRow, 'goods' | 'collected' | 'refunded'>): number => Math.max(0, Math.min(sale.goods, sale.collected) - sale.refunded);

/**
 * THE commission rule, in one place: a sale earns only when it is paid (white-label: accepted),
 * in an earning status (never cancelled or rejected), the shop owes none of its money back (a
 * payment in PAID_NEEDS_REFUND: the sale was refunded or is to be), and something of it is left
 * once its refunds are taken off; it earns on that: goods (no delivery fee) − refunded. A sale the partner made to
 * itself earns nothing (SECURITY-REVIEW-2 N10).
 */
export function earns(sale: Pick<AttributedSaleRow, 'kind' | 'status' | 'paid' | 'refund_owed' | 'goods' | 'collected' | 'refunded'> & BuyerContacts): boolean {
  if (!EARNING[sale.kind].includes(sale.status) || sale.refund_owed || netTotal(sale) === 0 || boughtByPartner(sale)) return false;
  return sale.kind === 'whitelabel' || sale.paid;
}

/**
 * A sale's commission in whole IQD: its total × the partner's percent copied onto the sale,
 * rounded half up (the percent has two decimals, so it is counted in hundredths, exactly).
 */
export function commissionOf(total: number, percent: string | null): number {
  const hundredths = Math.round(Number(percent ?? 0) * 100);
  return Math.floor((total * hundredths + 5000) / 10000);
}

/** A month as `YYYY-MM` in Baghdad time: where it starts and ends, or bad.request. */
export function monthRange(month: string): { from: Date; until: Date } {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match || Number(match[1]) < 2000 || Number(match[1]) > 2100) throw badRequest({ month: ['input.month.invalid'] });
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  const next = index === 11 ? `${year + 1}-01` : `${year}-${String(index + 2).padStart(2, '0')}`;
  return { from: shopMidnight(`${month}-01`), until: shopMidnight(`${next}-01`) };
}

/** The month (`YYYY-MM`) a moment falls in, in Baghdad time. */
export const baghdadMonth = (moment: Date) => shopDateTime(moment).slice(0, 7);

/** Sales, totals and commission of some sales. */
export interface Totals {
  sales: number;
  total: number;
  commission: number;
}

/** One partner's month (the schema's PartnerStatement): what earned, per kind, and each sale. */
export interface Statement extends Totals {
  month: string;
  /** Sales brought that earn nothing (not paid yet, cancelled, rejected or refunded whole). */
  notEarning: number;
  kinds: Array<Totals & { kind: SaleKind }>;
  /** Each earning sale, without anything about its buyer (issue 26 item 4). */
  lines: Array<{ kind: SaleKind; date: string; total: number; percent: number; commission: number }>;
}

const zero = (): Totals => ({ sales: 0, total: 0, commission: 0 });
const add = (sum: Totals, total: number, commission: number) => {
  sum.sales += 1;
  sum.total += total;
  sum.commission += commission;
};

/** A statement of the sales one partner brought in a month (every sale given is that partner's). */
export function statementOf(month: string, sales: readonly AttributedSaleRow[]): Statement {
  const sum = zero();
  const kinds = new Map(SALE_KINDS.map((kind) => [kind, zero()]));
  const lines: Statement['lines'] = [];
  let notEarning = 0;
  for (const sale of sales) {
    if (!earns(sale)) {
      notEarning++;
      continue;
    }
    // Goods − refunded is what a sale counts for (issues 28 item 3, 36 item 1).
    const total = netTotal(sale);
    const commission = commissionOf(total, sale.percent);
    add(sum, total, commission);
    add(kinds.get(sale.kind)!, total, commission);
    lines.push({ kind: sale.kind, date: shopDateTime(sale.created_at), total, percent: Number(sale.percent ?? 0), commission });
  }
  return { month, ...sum, notEarning, kinds: SALE_KINDS.map((kind) => ({ kind, ...kinds.get(kind)! })), lines };
}

/** Partners' monthly statements (issue 26 items 3 and 4): the owner's report, the CSV and each partner's page. */
export function createPartnerCommission(db: Kysely<Database>) {
  return {
    /** One partner's month. */
    async statement(partner: Pick<PartnerRow, 'id'>, month: string): Promise<Statement> {
      return statementOf(month, await findAttributedSales(db, { ...monthRange(month), partnerId: partner.id }));
    },

    /** Every partner's month (paused ones too: they earned before the pause), and the shop's totals. */
    async month(month: string) {
      const range = monthRange(month);
      const [partners, sales] = await Promise.all([findPartners(db), findAttributedSales(db, range)]);
      const statements = partners.map((partner) => ({
        partner,
        statement: statementOf(
          month,
          sales.filter((sale) => sale.partner_id === partner.id),
        ),
      }));
      const totals = zero();
      for (const { statement } of statements) {
        totals.sales += statement.sales;
        totals.total += statement.total;
        totals.commission += statement.commission;
      }
      return { month, statements, totals };
    },
  };
}
