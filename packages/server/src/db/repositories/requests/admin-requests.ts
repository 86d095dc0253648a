import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../types.js';
import type { SubscriptionMonthStatus } from '../../tables/subscriptions.js';
import { containing } from '../sales/admin-orders.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The request kinds of the back office's inbox. */
export type RequestKind = 'refill' | 'ticket' | 'whitelabel' | 'personalized' | 'subscription';

/** Each kind's table and where its contact columns are (a subscription has only the account's). */
const KINDS = {
  refill: { table: 'refill_requests', name: 'guest_name', email: 'guest_email', phone: 'guest_phone' },
  ticket: { table: 'tickets', name: 'guest_name', email: 'guest_email', phone: 'guest_phone' },
  whitelabel: { table: 'white_label_requests', name: 'contact_name', email: 'contact_email', phone: 'contact_phone' },
  personalized: { table: 'personalized_requests', name: 'guest_name', email: 'guest_email', phone: 'guest_phone' },
  subscription: { table: 'subscriptions', name: null, email: 'guest_email', phone: null },
} as const satisfies Record<RequestKind, { table: keyof Database; name: string | null; email: string; phone: string | null }>;

// SECURITY A3: requests the shop owes money back on come first (white-label requests are not paid online).
const PAYMENT_COLUMNS = { refill: 'refill_request_id', ticket: 'ticket_id', personalized: 'personalized_id', subscription: 'subscription_id' } as const;
// (PostgreSQL refuses a constant in ORDER BY, so white-label requests sort on their id there.)
const refundFirst = (kind: RequestKind) =>
  kind === 'whitelabel' ? sql<number>`r.id` : sql<boolean>`EXISTS (SELECT 1 FROM payments p WHERE ${sql.ref(`p.${PAYMENT_COLUMNS[kind]}`)} = r.id AND p.status = 'PAID_NEEDS_REFUND')`;

/** A request row of any kind with its contact, from the account when there is one. */
export interface AdminRequestRow {
  id: number;
  status: string;
  version: number;
  created_at: Date;
  user_id: number | null;
  lang: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  /** The kind's own row, every column. */
  row: Record<string, unknown>;
}

// The kinds' tables differ in their columns; one typed-loosely builder serves them all, and the
// rows are shaped into AdminRequestRow right here.
const loose = (db: Db) => db as unknown as Kysely<any>;

function base(db: Db, kind: RequestKind) {
  const spec = KINDS[kind];
  return loose(db).selectFrom(`${spec.table} as r`).leftJoin('users as u', 'u.id', 'r.user_id');
}

function shape(kind: RequestKind, raw: Record<string, any>): AdminRequestRow {
  const spec = KINDS[kind];
  const { account_name, account_email, account_phone, account_lang, ...row } = raw;
  return {
    id: row.id,
    status: row.status,
    version: row.version,
    created_at: row.created_at,
    user_id: row.user_id,
    lang: row.user_id !== null && account_lang ? account_lang : row.lang,
    contact_name: account_name ?? (spec.name ? row[spec.name] : null),
    contact_email: account_email ?? row[spec.email],
    contact_phone: account_phone ?? (spec.phone ? row[spec.phone] : null),
    row,
  };
}

const ACCOUNT = ['u.name as account_name', 'u.email as account_email', 'u.phone as account_phone', 'u.lang as account_lang'];

/** One page of a kind's requests, newest first, filtered by status and a search (number, name, email, phone). */
export async function findAdminRequests(db: Db, kind: RequestKind, filter: { status?: string; search?: string }, page: { limit: number; offset: number }): Promise<{ rows: AdminRequestRow[]; total: number }> {
  const spec = KINDS[kind];
  const where = (query: ReturnType<typeof base>) => {
    let q = query;
    if (filter.status) q = q.where('r.status', '=', filter.status);
    const search = filter.search?.trim();
    if (search) {
      const like = containing(search);
      q = q.where((eb) => {
        const matches = [eb('u.name', 'ilike', like), eb('u.email', 'ilike', like), eb('u.phone', 'like', like), eb(`r.${spec.email}`, 'ilike', like)];
        if (spec.name) matches.push(eb(`r.${spec.name}`, 'ilike', like));
        if (spec.phone) matches.push(eb(`r.${spec.phone}`, 'like', like));
        if (/^\d{1,9}$/.test(search)) matches.push(eb('r.id', '=', Number(search)));
        return eb.or(matches);
      });
    }
    return q;
  };
  const [rows, count] = await Promise.all([
    where(base(db, kind)).selectAll('r').select(ACCOUNT).orderBy(refundFirst(kind), 'desc').orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    where(base(db, kind))
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => shape(kind, row)), total: Number(count.total) };
}

/** One request of a kind with its contact. */
export async function findAdminRequest(db: Db, kind: RequestKind, id: number): Promise<AdminRequestRow | undefined> {
  const row = await base(db, kind).selectAll('r').select(ACCOUNT).where('r.id', '=', id).executeTakeFirst();
  return row && shape(kind, row);
}

/** Moves a request only from `from` at the version the caller saw, bumping it, with whether it is paid after; undefined when it changed meanwhile. */
export async function moveRequestAtVersion(db: Db, kind: RequestKind, id: number, version: number, from: string, to: string): Promise<{ paid: boolean } | undefined> {
  // Issue 36 item 1: a cash refill request or ticket completed was paid in cash, as an order is.
  const paidInCash = to === 'completed' && (kind === 'refill' || kind === 'ticket');
  const row = await loose(db)
    .updateTable(KINDS[kind].table)
    .set((eb) => ({ status: to, version: eb('version', '+', 1), ...(paidInCash ? { paid: sql<boolean>`paid OR method = 'cash'` } : {}) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .where('status', '=', from)
    .returning(paidInCash ? sql<boolean>`paid`.as('paid') : sql<boolean>`false`.as('paid'))
    .executeTakeFirst();
  return row ? { paid: row.paid === true } : undefined;
}

/** Bumps a row's version only at the one the caller saw (a change to its parts, e.g. a month); false when it changed. */
export async function bumpVersion(db: Db, kind: RequestKind, id: number, version: number): Promise<boolean> {
  const result = await loose(db)
    .updateTable(KINDS[kind].table)
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One month of a subscription, or undefined. */
export function findSubscriptionMonth(db: Db, subscriptionId: number, month: number) {
  return db.selectFrom('subscription_months').selectAll().where('subscription_id', '=', subscriptionId).where('month', '=', month).executeTakeFirst();
}

/** Moves one month's box from `from` to `to`; false when it was not in `from`. */
export async function moveSubscriptionMonth(db: Db, subscriptionId: number, month: number, from: SubscriptionMonthStatus, to: SubscriptionMonthStatus): Promise<boolean> {
  const result = await db.updateTable('subscription_months').set({ status: to }).where('subscription_id', '=', subscriptionId).where('month', '=', month).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
