import { LANGUAGES } from '@candleshop/rules';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database, Lang } from '../../types.js';
import type { WorkshopRow, WorkshopTicketTable } from '../../tables/places.js';
import { containing } from '../sales/admin-orders.js';
import { localized } from '../localized.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Every workshop, past ones too, latest start first, and how many there are. */
export async function findAdminWorkshops(db: Db, page: { limit: number; offset: number }): Promise<{ rows: WorkshopRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom('workshops').selectAll().orderBy('starts_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    db
      .selectFrom('workshops')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One workshop, every column. */
export function findAdminWorkshop(db: Db, id: number): Promise<WorkshopRow | undefined> {
  return db.selectFrom('workshops').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The tiers of many workshops with the live tickets each sold, by group size. */
export function findAdminTiers(db: Db, workshopIds: readonly number[]) {
  return db
    .selectFrom('workshop_tickets as t')
    .select(['t.id', 't.workshop_id', 't.min', 't.max', 't.price', 't.soldout'])
    .select((eb) =>
      eb
        .selectFrom('tickets')
        .select(sql<number>`count(*)::int`.as('sold'))
        .whereRef('tickets.workshop_ticket_id', '=', 't.id')
        .where('tickets.status', 'not in', ['cancelled', 'rejected'])
        .as('sold'),
    )
    .where('t.workshop_id', 'in', workshopIds.length ? workshopIds : [-1])
    .orderBy('t.workshop_id')
    .orderBy('t.min')
    .orderBy('t.id')
    .execute();
}

/** The texts, date, length, seats and picture a workshop is saved with. */
export interface WorkshopValues {
  title: string;
  description: string;
  image: string;
  starts_at: Date;
  duration_minutes: number;
  seats: number;
}

/** Adds a workshop. @returns its id */
export async function insertWorkshop(db: Db, values: WorkshopValues): Promise<number> {
  const row = await db.insertInto('workshops').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Saves a workshop at the version the caller saw, never with fewer seats than tickets hold.
 * @returns false when the version changed (or the seats fell below the taken ones meanwhile)
 */
export async function updateWorkshopAtVersion(db: Db, id: number, version: number, values: WorkshopValues): Promise<boolean> {
  const result = await db
    .updateTable('workshops')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .where('seats_taken', '<=', values.seats)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds a tier to a workshop. */
export async function insertTier(db: Db, values: Insertable<WorkshopTicketTable>): Promise<void> {
  await db.insertInto('workshop_tickets').values(values).execute();
}

/** Changes a workshop's tier; false when the tier is not that workshop's. */
export async function updateTier(db: Db, workshopId: number, id: number, values: { min: number; max: number; price: number; soldout: boolean }): Promise<boolean> {
  const result = await db.updateTable('workshop_tickets').set(values).where('id', '=', id).where('workshop_id', '=', workshopId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes a workshop's tier only when no ticket was ever bought in it; false otherwise. */
export async function deleteUnsoldTier(db: Db, workshopId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('workshop_tickets')
    .where('id', '=', id)
    .where('workshop_id', '=', workshopId)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('tickets').select('tickets.id').whereRef('tickets.workshop_ticket_id', '=', 'workshop_tickets.id'))))
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** A product as the back office lists it, its title in one language. */
export interface AdminProductRow {
  id: number;
  version: number;
  title: string;
  image: string;
  stock: number;
  price: number | null;
  visible: boolean;
  /** At or below it the dashboard lists the product as running out (migration 040). */
  low_stock_threshold: number;
}

function selectAdminProducts(db: Db, lang: Lang) {
  return db.selectFrom('products').select(['id', 'version', 'image', 'stock', 'price', 'visible', 'low_stock_threshold', localized('products.title', lang).as('title')]);
}

/** Products by id, hidden ones too, 20 a page; the search matches a title in any language, or the number. */
export async function findAdminProducts(db: Db, lang: Lang, search: string | undefined, page: { limit: number; offset: number }): Promise<{ rows: AdminProductRow[]; total: number }> {
  const text = search?.trim();
  const where = <Q extends { where: (...args: any[]) => Q }>(query: Q): Q => {
    if (!text) return query;
    const like = containing(text);
    return query.where((eb: any) => eb.or([...LANGUAGES.map((l) => eb(sql`products.title ->> ${l}::text`, 'ilike', like)), ...(/^\d{1,9}$/.test(text) ? [eb('products.id', '=', Number(text))] : [])]));
  };
  const [rows, count] = await Promise.all([
    where(selectAdminProducts(db, lang)).orderBy('id').limit(page.limit).offset(page.offset).execute(),
    where(db.selectFrom('products').select((eb) => eb.fn.countAll<string | number>().as('total'))).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One product as the back office shows it, hidden or not. */
export function findAdminProduct(db: Db, lang: Lang, id: number): Promise<AdminProductRow | undefined> {
  return selectAdminProducts(db, lang).where('id', '=', id).executeTakeFirst();
}

/** The size prices of many products (product-size row id, size, price). */
export function findProductSizes(db: Db, productIds: readonly number[]) {
  return db
    .selectFrom('product_sizes')
    .select(['id', 'product_id', 'size_id', 'price'])
    .where('product_id', 'in', productIds.length ? productIds : [-1])
    .orderBy('product_id')
    .orderBy('id')
    .execute();
}

/** Sets a product's stock, price, visibility and stock threshold at the version the caller saw; false when it changed. */
export async function updateProductAtVersion(db: Db, id: number, version: number, values: { stock: number; price: number | null; visible: boolean; low_stock_threshold: number }): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sets the price of one of a product's sizes; false when the row is not that product's. */
export async function updateProductSizePrice(db: Db, productId: number, id: number, price: number): Promise<boolean> {
  const result = await db.updateTable('product_sizes').set({ price }).where('id', '=', id).where('product_id', '=', productId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Who holds a live ticket of a workshop (not cancelled or rejected), first bought first, with the tier's range. */
export function findAttendees(db: Db, workshopId: number) {
  return db
    .selectFrom('tickets as t')
    .innerJoin('workshop_tickets as w', 'w.id', 't.workshop_ticket_id')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.uuid', 't.people', 't.total', 't.paid', 't.method', 't.status', 't.created_at', 't.lang', 'w.min', 'w.max'])
    .select((eb) => [eb.fn.coalesce('u.name', 't.guest_name').as('name'), eb.fn.coalesce('u.email', 't.guest_email').as('email'), eb.fn.coalesce('u.phone', 't.guest_phone').as('phone')])
    .where('t.workshop_id', '=', workshopId)
    .where('t.status', 'not in', ['cancelled', 'rejected'])
    .orderBy('t.created_at')
    .orderBy('t.id')
    .execute();
}
