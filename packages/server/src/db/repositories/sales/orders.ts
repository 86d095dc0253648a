import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../types.js';
import type { OrderItemRow, OrderItemTable, OrderRefillRow, OrderRefillTable, OrderRow, OrderStatus, OrderTable } from '../../tables/sales.js';

type Db = Kysely<Database> | Transaction<Database>;

/** How a status move is guarded: only unpaid, only cash; `reason` is kept as the cancel reason (migration 023). */
export interface MoveOptions {
  unpaidOnly?: boolean;
  cashOnly?: boolean;
  reason?: string;
}

/**
 * Moves an order's status only from the expected one (a conditional UPDATE, so two concurrent
 * moves cannot both win). `unpaidOnly` also requires `paid = false`.
 * @returns whether the order moved
 */
export async function moveOrderStatus(db: Db, orderId: number, from: OrderStatus, to: OrderStatus, options: MoveOptions = {}): Promise<boolean> {
  let query = db
    .updateTable('orders')
    .set({ status: to, ...(options.reason ? { cancel_reason: options.reason } : {}) })
    .where('id', '=', orderId)
    .where('status', '=', from);
  if (options.unpaidOnly) query = query.where('paid', '=', false);
  if (options.cashOnly) query = query.where('method', '=', 'cash');
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Units per product of an order's items, by ascending product id (the order stock is locked in). */
export async function orderedUnits(db: Db, orderId: number): Promise<Array<{ productId: number; units: number }>> {
  const rows = await db
    .selectFrom('order_items')
    .where('order_id', '=', orderId)
    .select(['product_id'])
    .select((eb) => eb.fn.sum<string | number>('quantity').as('units'))
    .groupBy('product_id')
    .orderBy('product_id')
    .execute();
  return rows.map((row) => ({ productId: row.product_id, units: Number(row.units) }));
}

/**
 * Takes `units` of a product out of stock, only when that many are there.
 * @returns false when the stock was short (nothing changed)
 */
export async function takeStock(db: Db, productId: number, units: number): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', units) }))
    .where('id', '=', productId)
    .where('stock', '>=', units)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Puts `units` of a product back into stock. */
export async function giveStockBack(db: Db, productId: number, units: number): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', units) }))
    .where('id', '=', productId)
    .execute();
}

/** Inserts an order and answers its id. */
export async function insertOrder(db: Db, values: Insertable<OrderTable>): Promise<number> {
  return (await db.insertInto('orders').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** Inserts an order's product lines. */
export async function insertOrderItems(db: Db, rows: Insertable<OrderItemTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('order_items').values(rows).execute();
}

/** Inserts an order's refill lines. */
export async function insertOrderRefills(db: Db, rows: Insertable<OrderRefillTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('order_refills').values(rows).execute();
}

/** The order placed with an idempotency key, if any (SECURITY B1). */
export function findOrderByKey(db: Db, key: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

/** Keeps what the payment start answered, for retries with the same key. */

/** A customer's orders, newest first. */
export function findOrdersOfUser(db: Db, userId: number): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** One of a customer's orders; undefined for anyone else's. */
export function findOrderOfUser(db: Db, userId: number, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** A guest order by its uuid and the email it was placed with (any letter case). */
export function findGuestOrder(db: Db, uuid: string, email: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('uuid', '=', uuid)
    .where('user_id', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['guest_email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/** The product lines of many orders, in line order. */
export function findItemsOfOrders(db: Db, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', 'in', orderIds.length ? orderIds : [-1])
    .orderBy('id')
    .execute();
}

/** The refill lines of many orders, in line order. */
export function findRefillsOfOrders(db: Db, orderIds: readonly number[]): Promise<OrderRefillRow[]> {
  return db
    .selectFrom('order_refills')
    .selectAll()
    .where('order_id', 'in', orderIds.length ? orderIds : [-1])
    .orderBy('id')
    .execute();
}

/** One order by id. */
export function findOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A customer's email, for the payment provider's receipt. */
export async function findCustomerEmail(db: Db, userId: number): Promise<string | null> {
  return (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst())?.email ?? null;
}

/** A city's delivery price (integer IQD), or undefined for an unknown city. */
export async function findDeliveryPrice(db: Db, cityId: number): Promise<number | undefined> {
  return (await db.selectFrom('cities').select('price').where('id', '=', cityId).executeTakeFirst())?.price;
}

/** Whether orders can be picked up at a selling point (false for an unknown one). */
export async function isPickupPoint(db: Db, sellingPointId: number): Promise<boolean> {
  const row = await db.selectFrom('selling_points').select('drop').where('id', '=', sellingPointId).executeTakeFirst();
  return row?.drop === true;
}
