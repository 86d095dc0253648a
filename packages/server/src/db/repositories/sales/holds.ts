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
const CONFIRMED_BY = { order: 'order_id', ticket: 'ticket_id' } as const;

/**
 * Pending, unpaid cash orders or tickets placed before `before`, oldest first. Never listed (issue
 * 36 item 1): one staff accepted (any status but pending), one the customer confirmed (the confirm
 * mail promises "we prepare it once you confirm": staff accept or cancel it), and one whose
 * confirm-or-cancel link still answers at `now` (the mail gives the customer that many days).
 */
export function findExpiredHolds(db: Db, kind: HeldKind, before: Date, now: Date, limit: number): Promise<ExpiredHoldRow[]> {
  const table = TABLES[kind];
  return db
    .selectFrom(table)
    .leftJoin('users', 'users.id', `${table}.user_id`)
    .leftJoin('sale_confirmations', `sale_confirmations.${CONFIRMED_BY[kind]}`, `${table}.id`)
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
    .where((eb) =>
      eb.or([eb('sale_confirmations.id', 'is', null), eb('sale_confirmations.status', '=', 'cancelled'), eb.and([eb('sale_confirmations.status', '=', 'awaiting'), eb('sale_confirmations.expires_at', '<=', now)])]),
    )
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

// SECURITY-REVIEW-2 N3, N2: what one customer holds unpaid. Orders and refill requests share the
// orders' cap (both hold the shop's stock and its confirmation texts); tickets and live
// waiting-list entries (waiting, or offered with seats held) share the tickets' cap.
type HeldTable = 'orders' | 'refill_requests' | 'tickets';
const HELD_TABLES: Record<HeldKind, readonly HeldTable[]> = { order: ['orders', 'refill_requests'], ticket: ['tickets'] };

const placedBy = (table: HeldTable, placer: Placer) =>
  'userId' in placer
    ? sql<boolean>`${sql.ref(`${table}.user_id`)} = ${placer.userId}`
    : sql<boolean>`(lower(${sql.ref(`${table}.guest_email`)}) = ${placer.email.toLowerCase()} OR ${sql.ref(`${table}.guest_phone`)} = ${placer.phone})`;

const waitingBy = (placer: Placer) =>
  'userId' in placer ? sql<boolean>`waitlist_entries.user_id = ${placer.userId}` : sql<boolean>`(lower(waitlist_entries.email) = ${placer.email.toLowerCase()} OR waitlist_entries.phone = ${placer.phone})`;

/** How many pending, unpaid sales of a kind the placer has open (with their live waiting-list entries for tickets). */
export async function countOpenUnpaid(db: Db, kind: HeldKind, placer: Placer): Promise<number> {
  let total = 0;
  for (const table of HELD_TABLES[kind]) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where(`${table}.status`, '=', 'pending')
      .where(`${table}.paid`, '=', false)
      .where(placedBy(table, placer))
      .executeTakeFirstOrThrow();
    total += Number(row.n);
  }
  return kind === 'ticket' ? total + (await countLiveEntries(db, waitingBy(placer))) : total;
}

/** Live waiting-list entries (waiting, or offered with seats held) of one account or contact. */
async function countLiveEntries(db: Db, whose: ReturnType<typeof waitingBy>): Promise<number> {
  const row = await db
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('waitlist_entries.status', 'in', ['waiting', 'offered'])
    .where(whose)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Live waiting-list entries of an account or under a contact (SECURITY-REVIEW-2 N2): those of the
 * account, and any with the email (any case) or the phone.
 */
export function countLiveEntriesOf(db: Db, who: { userId?: number; email: string; phone: string }): Promise<number> {
  const contact = waitingBy({ email: who.email, phone: who.phone });
  return countLiveEntries(db, who.userId === undefined ? contact : sql<boolean>`(${waitingBy({ userId: who.userId })} OR ${contact})`);
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
    .where(placedBy('orders', placer))
    .where('order_items.product_id', 'in', productIds)
    .groupBy('order_items.product_id')
    .execute();
  return new Map(rows.map((row) => [row.productId, Number(row.units)]));
}
