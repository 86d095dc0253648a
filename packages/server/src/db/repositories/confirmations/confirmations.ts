import { sql, type Kysely, type Transaction } from 'kysely';
import { localized, localizedOrNull } from '../localized.js';
import type { Database, Lang } from '../../types.js';
import type { ConfirmationStatus, SaleConfirmationRow } from '../../tables/confirmations.js';

// SQL of the cash sales' confirm-or-cancel links (issue 28 item 1, migration 038).

type Db = Kysely<Database> | Transaction<Database>;

/** The sales that are confirmed by their customer. */
export type ConfirmedKind = 'order' | 'refill' | 'ticket';

const COLUMN = { order: 'order_id', refill: 'refill_request_id', ticket: 'ticket_id' } as const;
const TABLE = { order: 'orders', refill: 'refill_requests', ticket: 'tickets' } as const;

/** The kind and id a confirmation row names (exactly one column is set). */
export function saleOf(row: Pick<SaleConfirmationRow, 'order_id' | 'refill_request_id' | 'ticket_id'>): { kind: ConfirmedKind; id: number } {
  if (row.order_id !== null) return { kind: 'order', id: row.order_id };
  if (row.refill_request_id !== null) return { kind: 'refill', id: row.refill_request_id };
  return { kind: 'ticket', id: row.ticket_id! };
}

/** The status of a confirmed sale now, or undefined when it is gone. */
export async function saleStatus(db: Db, kind: ConfirmedKind, id: number): Promise<string | undefined> {
  // The three tables share `status`; Kysely types one query over one table name.
  const row = await db
    .selectFrom(TABLE[kind] as 'orders')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.status;
}

/** Keeps a sale's new link: only the SHA-256 of its token. */
export async function insertConfirmation(db: Db, kind: ConfirmedKind, id: number, values: { tokenHash: string; expiresAt: Date; callAfter: Date }): Promise<void> {
  await db
    .insertInto('sale_confirmations')
    .values({ [COLUMN[kind]]: id, token_hash: values.tokenHash, expires_at: values.expiresAt, call_after: values.callAfter })
    .execute();
}

/** The link with this token hash; `lock` holds it until the transaction ends. */
export function findConfirmationByHash(db: Db, tokenHash: string, lock = false): Promise<SaleConfirmationRow | undefined> {
  let query = db.selectFrom('sale_confirmations').selectAll().where('token_hash', '=', tokenHash);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** A sale's link; `lock` holds it until the transaction ends. */
export function findConfirmationOfSale(db: Db, kind: ConfirmedKind, id: number, lock = false): Promise<SaleConfirmationRow | undefined> {
  let query = db.selectFrom('sale_confirmations').selectAll().where(COLUMN[kind], '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Records the one answer (the customer's, or staff's on their behalf); false when it was already answered. */
export async function answerConfirmationRow(db: Db, id: number, status: Exclude<ConfirmationStatus, 'awaiting'>, now: Date): Promise<boolean> {
  const result = await db.updateTable('sale_confirmations').set({ status, answered_at: now }).where('id', '=', id).where('status', '=', 'awaiting').executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Staff called the customer. */
export async function markConfirmationCalled(db: Db, id: number, staffUserId: number, now: Date): Promise<void> {
  await db.updateTable('sale_confirmations').set({ called_at: now, called_by: staffUserId }).where('id', '=', id).execute();
}

/** The confirmation state of sales of one kind, by sale id (lists show it beside each sale). */
export async function confirmationStates(db: Db, kind: ConfirmedKind, ids: readonly number[]): Promise<Map<number, ConfirmationState>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('sale_confirmations')
    .leftJoin('users', 'users.id', 'sale_confirmations.called_by')
    .select([
      `sale_confirmations.${COLUMN[kind]} as sale_id`,
      'sale_confirmations.status',
      'sale_confirmations.answered_at',
      'sale_confirmations.called_at',
      'sale_confirmations.call_after',
      'sale_confirmations.expires_at',
      'users.email as called_by',
    ])
    .where(`sale_confirmations.${COLUMN[kind]}`, 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.sale_id as number, row]));
}

/** What the back office shows of a sale's confirmation. */
export interface ConfirmationState {
  status: ConfirmationStatus;
  answered_at: Date | null;
  called_at: Date | null;
  call_after: Date;
  expires_at: Date;
  /** The email of the staff member who called. */
  called_by: string | null;
}

/** A sale on the "call the customer" list. */
export interface CallListRow {
  kind: ConfirmedKind;
  sale_id: number;
  created_at: Date;
  call_after: Date;
  called_at: Date | null;
  called_by: string | null;
  /** The customer was never sent a link: no row, or one made only to record the call. */
  never_linked: boolean;
  total: number;
  name: string | null;
  phone: string | null;
}

/**
 * Sales still awaiting their customer's answer past `call_after` whose sale is still open (pending
 * or accepted), and open unpaid cash sales placed before `unlinkedBefore` that never got a link
 * (issue 36 item 1: its sending failed, or they came before links), oldest sale first, with the
 * customer's name and phone (a guest's or the account's).
 */
export async function findCallList(db: Db, now: Date, limit: number, unlinkedBefore: Date): Promise<CallListRow[]> {
  const customer = sql`coalesce(s.guest_name, u.name) AS name, coalesce(s.guest_phone, u.phone) AS phone`;
  const part = (kind: ConfirmedKind) => sql`
    SELECT ${sql.lit(kind)} AS kind, s.id AS sale_id, s.created_at, c.call_after, c.called_at, staff.email AS called_by, c.for_call AS never_linked, s.total, ${customer}
    FROM sale_confirmations c
    JOIN ${sql.table(TABLE[kind])} s ON s.id = c.${sql.ref(COLUMN[kind])}
    LEFT JOIN users u ON u.id = s.user_id
    LEFT JOIN users staff ON staff.id = c.called_by
    WHERE c.status = 'awaiting' AND c.call_after <= ${now} AND s.status IN ('pending', 'accepted')
    UNION ALL
    SELECT ${sql.lit(kind)} AS kind, s.id AS sale_id, s.created_at, s.created_at AS call_after, NULL AS called_at, NULL AS called_by, true AS never_linked, s.total, ${customer}
    FROM ${sql.table(TABLE[kind])} s LEFT JOIN users u ON u.id = s.user_id
    WHERE ${unlinked(kind)} AND s.created_at <= ${unlinkedBefore}`;
  const { rows } = await sql<CallListRow>`${part('order')} UNION ALL ${part('refill')} UNION ALL ${part('ticket')} ORDER BY created_at, kind, sale_id LIMIT ${limit}`.execute(db);
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at), call_after: new Date(row.call_after), called_at: row.called_at && new Date(row.called_at), total: Number(row.total) }));
}

// An open unpaid cash sale (alias s) with no link: its customer was never asked to confirm.
const unlinked = (kind: ConfirmedKind) => sql`s.method = 'cash' AND NOT s.paid AND s.status IN ('pending', 'accepted') AND NOT EXISTS (SELECT 1 FROM sale_confirmations c WHERE c.${sql.ref(COLUMN[kind])} = s.id)`;

/**
 * Gives an unlinked sale on the call list (findCallList) a row to record the call and staff's
 * answer on: awaiting, due since the sale was placed, its link expired and its token known to no
 * one (a random hash). Nothing for any other sale. @returns whether a row was written
 */
export async function linkForCall(db: Db, kind: ConfirmedKind, id: number, tokenHash: string, now: Date): Promise<boolean> {
  const { rows } = await sql`INSERT INTO sale_confirmations (${sql.ref(COLUMN[kind])}, token_hash, expires_at, call_after, for_call)
    SELECT s.id, ${tokenHash}, ${now}, s.created_at, true FROM ${sql.table(TABLE[kind])} s WHERE s.id = ${id} AND ${unlinked(kind)}
    ON CONFLICT DO NOTHING RETURNING id`.execute(db);
  return rows.length > 0;
}

/** What a confirmation link's page shows of its sale, and whom its messages go to. */
export interface ConfirmedSale {
  kind: ConfirmedKind;
  id: number;
  status: string;
  paid: boolean;
  total: number;
  lang: Lang;
  name: string | null;
  email: string | null;
  phone: string | null;
  pickup: boolean;
  /** The delivery city in the asked language; null for a pickup or a ticket. */
  city: string | null;
  /** Each line's title (null: a refill) and quantity; a ticket's line is its workshop and people. */
  lines: Array<{ title: string | null; quantity: number }>;
}

/** A sale with its contact, city and lines, texts in `lang`; undefined when it is gone. */
export async function findConfirmedSale(db: Db, kind: ConfirmedKind, id: number, lang: Lang): Promise<ConfirmedSale | undefined> {
  const table = TABLE[kind];
  const base = await db
    .selectFrom(`${table} as s` as 'orders as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.status',
      's.paid',
      's.total',
      's.lang',
      sql<string | null>`coalesce(s.guest_name, u.name)`.as('name'),
      sql<string | null>`coalesce(s.guest_email, u.email)`.as('email'),
      sql<string | null>`coalesce(s.guest_phone, u.phone)`.as('phone'),
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!base) return undefined;
  let pickup = false;
  let city: string | null = null;
  let lines: ConfirmedSale['lines'];
  if (kind === 'ticket') {
    const ticket = await db
      .selectFrom('tickets')
      .innerJoin('workshops', 'workshops.id', 'tickets.workshop_id')
      .select([localized('workshops.title', lang).as('title'), 'tickets.people'])
      .where('tickets.id', '=', id)
      .executeTakeFirstOrThrow();
    lines = [{ title: ticket.title, quantity: ticket.people }];
  } else {
    const place = await db
      .selectFrom(`${table} as s` as 'orders as s')
      .leftJoin('cities', 'cities.id', 's.city_id')
      .select(['s.pickup', localizedOrNull('cities.name', lang).as('city')])
      .where('s.id', '=', id)
      .executeTakeFirstOrThrow();
    pickup = place.pickup;
    city = place.pickup ? null : place.city;
    if (kind === 'refill') {
      const refill = await db.selectFrom('refill_requests').select('quantity').where('id', '=', id).executeTakeFirstOrThrow();
      lines = [{ title: null, quantity: refill.quantity }];
    } else {
      const items = await db
        .selectFrom('order_items')
        .innerJoin('products', 'products.id', 'order_items.product_id')
        .select([localized('products.title', lang).as('title'), 'order_items.quantity'])
        .where('order_items.order_id', '=', id)
        .orderBy('order_items.id')
        .execute();
      const refills = await db.selectFrom('order_refills').select('quantity').where('order_id', '=', id).orderBy('id').execute();
      lines = [...items, ...refills.map((row) => ({ title: null, quantity: row.quantity }))];
    }
  }
  return { kind, ...base, total: Number(base.total), pickup, city, lines } as ConfirmedSale;
}
