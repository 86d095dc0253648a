import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, Lang } from '../../types.js';

type Db = Kysely<Database> | Transaction<Database>;

/** An unpaid cash order or ticket whose hold ran out, with whom to tell (SECURITY-REVIEW M4). */
export interface ExpiredHoldRow {
  id: number;
  name: string | null;
  email: string | null;
  lang: Lang;
}

/** What holds and caps concern: an order (stock) or a ticket (seats). */
export type HeldKind = 'order' | 'ticket';

const TABLES = { order: 'orders', ticket: 'tickets' } as const;

/**
 * Pending, unpaid cash orders or tickets placed before `before`, oldest first: staff acceptance
 * (any status but pending) lifts the hold, so those are never listed.
 */
export function findExpiredHolds(db: Db, kind: HeldKind, before: Date, limit: number): Promise<ExpiredHoldRow[]> {
  const table = TABLES[kind];
  return db
    .selectFrom(table)
    .leftJoin('users', 'users.id', `${table}.user_id`)
    .select([
      `${table}.id as id`,
      sql<string | null>`coalesce(users.name, ${sql.ref(`${table}.guest_name`)})`.as('name'),
      sql<string | null>`coalesce(users.email, ${sql.ref(`${table}.guest_email`)})`.as('email'),
      sql<Lang>`coalesce(users.lang, ${sql.ref(`${table}.lang`)})`.as('lang'),
    ])
    .where(`${table}.status`, '=', 'pending')
    .where(`${table}.method`, '=', 'cash')
    .where(`${table}.paid`, '=', false)
    .where(`${table}.created_at`, '<', before)
    .orderBy(`${table}.created_at`)
    .limit(limit)
    .execute() as Promise<ExpiredHoldRow[]>;
}

/** Who placed a sale, for the caps: an account, or a guest by email and phone. */
export type Placer = { userId: number } | { email: string; phone: string };

/** Locks the placer's sales for the caps' count (a concurrent sale by the same placer waits). */
export async function lockPlacer(trx: Transaction<Database>, placer: Placer): Promise<void> {
  const key = 'userId' in placer ? `user:${placer.userId}` : `guest:${placer.email.toLowerCase()}`;
  await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
  if (!('userId' in placer)) await sql`SELECT pg_advisory_xact_lock(hashtext(${`phone:${placer.phone}`}))`.execute(trx);
}

const placedBy = (kind: HeldKind, placer: Placer) => {
  const table = TABLES[kind];
  return 'userId' in placer
    ? sql<boolean>`${sql.ref(`${table}.user_id`)} = ${placer.userId}`
    : sql<boolean>`(lower(${sql.ref(`${table}.guest_email`)}) = ${placer.email.toLowerCase()} OR ${sql.ref(`${table}.guest_phone`)} = ${placer.phone})`;
};

/** How many pending, unpaid orders or tickets the placer has open. */
export async function countOpenUnpaid(db: Db, kind: HeldKind, placer: Placer): Promise<number> {
  const table = TABLES[kind];
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where(`${table}.status`, '=', 'pending')
    .where(`${table}.paid`, '=', false)
    .where(placedBy(kind, placer))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Units of each product in the placer's pending, unpaid orders (the products asked about only). */
export async function openUnpaidUnits(db: Db, placer: Placer, productIds: readonly number[]): Promise<Map<number, number>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['order_items.product_id as productId', (eb) => eb.fn.sum<string | number>('order_items.quantity').as('units')])
    .where('orders.status', '=', 'pending')
    .where('orders.paid', '=', false)
    .where(placedBy('order', placer))
    .where('order_items.product_id', 'in', productIds)
    .groupBy('order_items.product_id')
    .execute();
  return new Map(rows.map((row) => [row.productId, Number(row.units)]));
}
