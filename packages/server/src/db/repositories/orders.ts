import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../types.js';
import type { OrderStatus } from '../types-sales.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Moves an order's status only from the expected one (a conditional UPDATE, so two concurrent
 * moves cannot both win). `unpaidOnly` also requires `paid = false`.
 * @returns whether the order moved
 */
export async function moveOrderStatus(
  db: Db,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
  options: { unpaidOnly?: boolean } = {},
): Promise<boolean> {
  let query = db.updateTable('orders').set({ status: to }).where('id', '=', orderId).where('status', '=', from);
  if (options.unpaidOnly) query = query.where('paid', '=', false);
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
