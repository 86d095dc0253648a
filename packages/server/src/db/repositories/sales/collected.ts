import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../types.js';
import type { RefundableKind } from '../../tables/payments.js';

// Money collected for a sale (issue 36 item 1), defined here once and read by the order page, the
// refunds panel (what a refund may give back), the owner's dashboard and the partner reports:
//
//   collected = the larger of what its provider payments took and the cash taken for it
//
// - provider payments that took money: PAID, PAID_NEEDS_REFUND (owed back, SECURITY A3: the money
//   came) and REFUNDED (paid, then given back by refunds, which are counted apart);
// - cash: what a courier counted on a delivered stop (orders, refill requests) or the door at check-in (tickets),
//   short or over: the record of the cash in hand; a cash sale paid without such a record (a
//   pickup, a delivery completed by hand, a refill paid at the studio) collected its total; a sale
//   paid but with no payment kept (older rows) its total too; an unpaid sale nothing.
// What gift cards paid is not collected here: they paid before, and are shown apart.

type Db = Kysely<Database> | Transaction<Database>;

/** Where a kind of sale lives and which payments column points at it. */
export const SALE_TABLES: Readonly<Record<RefundableKind, { table: string; payment: string }>> = {
  order: { table: 'orders', payment: 'order_id' },
  refill: { table: 'refill_requests', payment: 'refill_request_id' },
  ticket: { table: 'tickets', payment: 'ticket_id' },
};

/** A record of cash taken for a sale outside the sale's row: where it is, what it counted, when the server recorded it. */
export interface CashRecord {
  source: 'courier' | 'door';
  table: string;
  /** Its column naming the sale. */
  sale: string;
  amount: string;
  /** SECURITY-REVIEW-2 N8: the server's time of recording, never a device's. */
  at: string;
  /** Which of its rows (by the alias given) took cash. */
  taken: (alias: string) => RawBuilder<boolean>;
}

/** A delivered stop's count of the cash for the sales `sale` names (a stop names an order or a refill request, migration 200). */
const courierRecord = (sale: 'order_id' | 'refill_request_id'): CashRecord => ({
  source: 'courier',
  table: 'delivery_stops',
  sale,
  amount: 'cash_collected',
  at: 'outcome_at',
  taken: (r) => sql<boolean>`${sql.ref(`${r}.${sale}`)} IS NOT NULL AND ${sql.ref(`${r}.outcome`)} = 'delivered' AND ${sql.ref(`${r}.cash_collected`)} IS NOT NULL`,
});

/** Each kind's records of cash taken: a delivered stop's count (orders, refill plans' requests), a check-in's door payment (tickets). */
export const CASH_RECORDS: Readonly<Record<RefundableKind, CashRecord | null>> = {
  order: courierRecord('order_id'),
  refill: courierRecord('refill_request_id'),
  ticket: { source: 'door', table: 'ticket_check_ins', sale: 'ticket_id', amount: 'cash_taken', at: 'created_at', taken: (r) => sql<boolean>`${sql.ref(`${r}.cash_taken`)} IS NOT NULL` },
};

const recordsOf = (record: CashRecord, alias: string) => sql`FROM ${sql.table(record.table)} r WHERE ${sql.ref(`r.${record.sale}`)} = ${sql.ref(`${alias}.id`)} AND ${record.taken('r')}`;

/** Whether cash was recorded for the sale `alias` (a row of its kind's table) by a courier or at the door. */
export function cashRecorded(kind: RefundableKind, alias: string): RawBuilder<boolean> {
  const record = CASH_RECORDS[kind];
  return record ? sql<boolean>`EXISTS (SELECT 1 ${recordsOf(record, alias)})` : sql<boolean>`false`;
}

/** A cash sale paid with no courier's or door's record of its cash: it collected its total. */
export const settledInCash = (kind: RefundableKind, alias: string): RawBuilder<boolean> => sql<boolean>`(${sql.ref(`${alias}.method`)} = 'cash' AND ${sql.ref(`${alias}.paid`)} AND NOT ${cashRecorded(kind, alias)})`;

/** The money collected for the sale `alias` (a row of its kind's table), integer IQD: the one definition above. */
export function collectedSql(kind: RefundableKind, alias: string): RawBuilder<number> {
  const { payment } = SALE_TABLES[kind];
  const record = CASH_RECORDS[kind];
  const id = sql.ref(`${alias}.id`);
  const online = sql`(SELECT coalesce(sum(p.amount), 0) FROM payments p WHERE ${sql.ref(`p.${payment}`)} = ${id} AND p.status IN ('PAID', 'PAID_NEEDS_REFUND', 'REFUNDED'))`;
  const counted = record ? sql`WHEN ${sql.ref(`${alias}.method`)} = 'cash' AND ${cashRecorded(kind, alias)} THEN (SELECT coalesce(sum(${sql.ref(`r.${record.amount}`)}), 0) ${recordsOf(record, alias)})` : sql``;
  return sql<number>`greatest(${online}, CASE ${counted} WHEN ${sql.ref(`${alias}.paid`)} THEN ${sql.ref(`${alias}.total`)} ELSE 0 END)::bigint`;
}

/** The money collected for some sales of a kind, by id (a sale not found is missing). */
export async function collectedOfSales(db: Db, kind: RefundableKind, ids: readonly number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const { rows } = await sql<{ id: number; collected: string }>`SELECT s.id, ${collectedSql(kind, 's')} AS collected FROM ${sql.table(SALE_TABLES[kind].table)} s
    WHERE s.id IN (${sql.join(ids.map((id) => sql`${id}`))})`.execute(db);
  return new Map(rows.map((row) => [Number(row.id), Number(row.collected)]));
}

/** The money collected for one sale, integer IQD (0 when there is no such sale). */
export async function collectedFor(db: Db, sale: { kind: RefundableKind; id: number }): Promise<number> {
  return (await collectedOfSales(db, sale.kind, [sale.id])).get(sale.id) ?? 0;
}
