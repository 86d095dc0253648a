import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../types.js';
import { collectedSql } from '../sales/collected.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The kinds of sale a partner can bring (migration 033). */
export type SaleKind = 'order' | 'refill' | 'ticket' | 'whitelabel' | 'personalized' | 'subscription';

/** One sale a partner brought, as the commission rule reads it (services/partners/commission.ts). */
export interface AttributedSaleRow {
  kind: SaleKind;
  id: number;
  partner_id: number;
  status: string;
  /** Paid online or settled in cash; white-label requests are never paid through the shop (false). */
  paid: boolean;
  /** A payment for it is owed back (PAID_NEEDS_REFUND, SECURITY A3). */
  refund_owed: boolean;
  total: number;
  /**
   * Integer IQD of the goods (issue 36 item 1): an order's subtotal less its discount (whatever
   * gift cards paid of it), a subscription's boxes, without any delivery fee; the total otherwise.
   */
  goods: number;
  /**
   * Integer IQD collected for it (issue 36 item 1: db/repositories/sales/collected.ts), with what
   * gift cards paid of an order; the goods for kinds the shop keeps no cash record of.
   */
  collected: number;
  /** Integer IQD given back by the refunds recorded for it (issue 28 item 3); 0 for kinds without refunds. */
  refunded: number;
  /** The partner's percent when the sale was made (numeric: a string); null on a sale made before it was kept. */
  percent: string | null;
  created_at: Date;
  /** The buyer's contact as the sale holds it (a guest's, or a white-label request's), for the self-dealing rule. */
  buyer_email: string | null;
  buyer_phone: string | null;
  /** The buyer's account's email and phone, when a customer bought. */
  account_email: string | null;
  account_phone: string | null;
  /** The partner's contact (an email or a phone) now. */
  partner_contact: string;
}

// Each kind's table, the payments column that points at it (white-label requests have none), the
// refunds column (migration 037: orders, refill requests and tickets) and the buyer's contact
// columns (SECURITY-REVIEW-2 N10: a sale to the partner itself earns nothing).
const GUEST = { email: 'guest_email', phone: 'guest_phone' };
const KINDS: ReadonlyArray<{ kind: SaleKind; table: string; payment: string | null; refund: string | null; email: string; phone: string | null; goods?: string }> = [
  { kind: 'order', table: 'orders', payment: 'order_id', refund: 'order_id', ...GUEST, goods: 's.subtotal - s.discount' },
  // Issue 35: a refill's or a ticket's total is what was left after its gift cards, as an order's.
  { kind: 'refill', table: 'refill_requests', payment: 'refill_request_id', refund: 'refill_request_id', ...GUEST, goods: 's.total + s.gift_card_paid' },
  { kind: 'ticket', table: 'tickets', payment: 'ticket_id', refund: 'ticket_id', ...GUEST, goods: 's.total + s.gift_card_paid' },
  { kind: 'whitelabel', table: 'white_label_requests', payment: null, refund: null, email: 'contact_email', phone: 'contact_phone' },
  { kind: 'personalized', table: 'personalized_requests', payment: 'personalized_id', refund: null, ...GUEST },
  { kind: 'subscription', table: 'subscriptions', payment: 'subscription_id', refund: null, email: 'guest_email', phone: null, goods: 's.price' },
];

/**
 * Every sale partners brought from `from` until (not including) `until`, of one partner or all,
 * oldest first, whatever its status: the commission rule decides which earn. A month of a shop's
 * partner sales is read whole (one row a sale, a few columns).
 */
export async function findAttributedSales(db: Db, range: { from: Date; until: Date; partnerId?: number }): Promise<AttributedSaleRow[]> {
  const parts = KINDS.map(({ kind, table, payment, refund, email, phone, goods }) => {
    const collected = kind === 'order' || kind === 'refill' || kind === 'ticket' ? sql`${collectedSql(kind, 's')} + s.gift_card_paid` : sql.raw(goods ?? 's.total');
    const paid = payment ? sql`s.paid` : sql`false`;
    const owed = payment ? sql`EXISTS (SELECT 1 FROM payments p WHERE ${sql.ref(`p.${payment}`)} = s.id AND p.status = 'PAID_NEEDS_REFUND')` : sql`false`;
    const refunded = refund ? sql`(SELECT coalesce(sum(r.amount), 0) FROM refunds r WHERE ${sql.ref(`r.${refund}`)} = s.id AND r.status = 'done')` : sql`0`;
    const partner = range.partnerId === undefined ? sql`s.partner_id IS NOT NULL` : sql`s.partner_id = ${range.partnerId}`;
    const buyerPhone = phone ? sql.ref(`s.${phone}`) : sql`NULL::text`;
    return sql`SELECT ${kind}::text AS kind, s.id, s.partner_id, s.status::text AS status, ${paid} AS paid, ${owed} AS refund_owed,
      s.total, ${sql.raw(goods ?? 's.total')} AS goods, ${collected} AS collected, ${refunded} AS refunded, s.partner_commission_percent::text AS percent, s.created_at,
      ${sql.ref(`s.${email}`)} AS buyer_email, ${buyerPhone} AS buyer_phone, u.email AS account_email, u.phone AS account_phone, pa.contact AS partner_contact
      FROM ${sql.table(table)} s JOIN partners pa ON pa.id = s.partner_id LEFT JOIN users u ON u.id = s.user_id
      WHERE ${partner} AND s.created_at >= ${range.from} AND s.created_at < ${range.until}`;
  });
  const { rows } = await sql<AttributedSaleRow>`${sql.join(parts, sql` UNION ALL `)} ORDER BY created_at, kind, id`.execute(db);
  return rows.map((row) => ({ ...row, id: Number(row.id), partner_id: Number(row.partner_id), total: Number(row.total), goods: Number(row.goods), collected: Number(row.collected), refunded: Number(row.refunded) }));
}
