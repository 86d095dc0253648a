import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../../types.js';
import type { OrderRow, OrderStatus, PaymentMethod } from '../../tables/sales.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The admin order list's filters, parsed (schema AdminOrderFilter). */
export interface AdminOrderFilter {
  status?: OrderStatus;
  /** Inclusive start, exclusive end (Baghdad midnights as instants). */
  from?: Date;
  until?: Date;
  method?: PaymentMethod;
  paid?: boolean;
  cityId?: number;
  search?: string;
}

/** An order with its account's contact (null columns for a guest order). */
export interface AdminOrderRow extends OrderRow {
  account_name: string | null;
  account_email: string | null;
  account_phone: string | null;
  account_lang: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%text%` for ILIKE with the pattern characters escaped. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search of the order list: a uuid matches only that order; otherwise the number, or the
 * guest's or the account's name, email or phone containing the text.
 */
const accountsLike = (eb: ExpressionBuilder<Database, 'orders'>, like: string) =>
  eb
    .selectFrom('users')
    .select('users.id')
    .where((u) => u.or([u('users.name', 'ilike', like), u('users.email', 'ilike', like), u('users.phone', 'like', like)]));

function searchOf(eb: ExpressionBuilder<Database, 'orders'>, search: string, accounts: Accounts): Expression<SqlBool> {
  if (UUID.test(search)) return eb('orders.uuid', '=', sql<string>`${search.toLowerCase()}::uuid`);
  const like = containing(search);
  const matches = [eb('orders.search', 'like', containing(search.toLowerCase()))];
  if (accounts === 'many') matches.push(eb('orders.user_id', 'in', accountsLike(eb, like)));
  else if (accounts.length) matches.push(eb('orders.user_id', 'in', accounts));
  const number = /^\d{1,9}$/.test(search) ? Number(search) : undefined;
  if (number !== undefined) matches.push(eb('orders.id', '=', number));
  return eb.or(matches);
}

// The accounts a search names, looked up first: a list of ids lets every arm of the order search's
// OR use an index (a subquery in it makes PostgreSQL scan every order). A search naming very many
// accounts (a single letter) takes the subquery: slower, still complete.
const MAX_ACCOUNTS = 500;
type Accounts = readonly number[] | 'many';
async function accountsMatching(db: Db, search: string | undefined): Promise<Accounts> {
  if (!search || UUID.test(search)) return [];
  const like = containing(search);
  const rows = await db
    .selectFrom('users')
    .select('users.id')
    .where((u) => u.or([u('users.name', 'ilike', like), u('users.email', 'ilike', like), u('users.phone', 'like', like)]))
    .limit(MAX_ACCOUNTS + 1)
    .execute();
  return rows.length > MAX_ACCOUNTS ? 'many' : rows.map((row) => row.id);
}

function filtered(db: Db, filter: AdminOrderFilter, accounts: Accounts) {
  let query = db.selectFrom('orders');
  if (filter.status) query = query.where('orders.status', '=', filter.status);
  if (filter.from) query = query.where('orders.created_at', '>=', filter.from);
  if (filter.until) query = query.where('orders.created_at', '<', filter.until);
  if (filter.method) query = query.where('orders.method', '=', filter.method);
  if (filter.paid !== undefined) query = query.where('orders.paid', '=', filter.paid);
  if (filter.cityId !== undefined) query = query.where('orders.city_id', '=', filter.cityId);
  const search = filter.search?.trim();
  if (search) query = query.where((eb) => searchOf(eb, search, accounts));
  return query;
}

/** One page of orders matching the filter, those owing a refund first, then newest first, and how many match in all. */
export async function findAdminOrders(db: Db, filter: AdminOrderFilter, page: { limit: number; offset: number }): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const accounts = await accountsMatching(db, filter.search?.trim());
  const [rows, count] = await Promise.all([
    filtered(db, filter, accounts)
      .leftJoin('users', 'users.id', 'orders.user_id')
      .selectAll('orders')
      .select(['users.name as account_name', 'users.email as account_email', 'users.phone as account_phone', 'users.lang as account_lang'])
      // SECURITY A3: orders the shop owes money back on come first.
      .orderBy(sql<boolean>`EXISTS (SELECT 1 FROM payments p WHERE p.order_id = orders.id AND p.status = 'PAID_NEEDS_REFUND')`, 'desc')
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, filter, accounts)
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One order with its account's contact. */
export function findAdminOrder(db: Db, id: number): Promise<AdminOrderRow | undefined> {
  return db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select(['users.name as account_name', 'users.email as account_email', 'users.phone as account_phone', 'users.lang as account_lang'])
    .where('orders.id', '=', id)
    .executeTakeFirst();
}

/**
 * Moves an order to `to` only at the version the caller saw, bumping it; undefined when it changed
 * meanwhile. A cash order that is completed is paid (issue 28 item 5): the cash was taken at the
 * door or the counter when staff record it as completed.
 */
export function moveOrderAtVersion(db: Db, id: number, version: number, from: OrderStatus, to: OrderStatus): Promise<OrderRow | undefined> {
  return db
    .updateTable('orders')
    .set((eb) => ({ status: to, version: eb('version', '+', 1), ...(to === 'completed' ? { paid: sql<boolean>`paid OR method = 'cash'` } : {}) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();
}
