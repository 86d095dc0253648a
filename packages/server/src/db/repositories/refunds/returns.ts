import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../types.js';
import { giveStockBack } from '../sales/orders.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Units of an order's product line that came back. */
export interface ReturnedLine {
  line: number;
  quantity: number;
}

/** What came back of each product line of an order so far, by line, those with none left out. */
export async function findReturnedLines(db: Db, orderId: number): Promise<ReturnedLine[]> {
  const rows = await db
    .selectFrom('order_item_returns')
    .select(['order_item_id', (eb) => eb.fn.sum<string | number>('quantity').as('quantity')])
    .where('order_id', '=', orderId)
    .groupBy('order_item_id')
    .orderBy('order_item_id')
    .execute();
  return rows.map((row) => ({ line: row.order_item_id, quantity: Number(row.quantity) }));
}

/**
 * Records units of an order's lines that came back with a refund and puts them back into stock,
 * in the caller's transaction (the order's row locked: two refunds return no unit twice).
 * @returns false, writing nothing, when a line is not the order's or more would come back than it sold
 */
export async function returnLines(trx: Transaction<Database>, orderId: number, lines: readonly ReturnedLine[], staffUserId: number | null): Promise<boolean> {
  const items = await trx.selectFrom('order_items').select(['id', 'product_id', 'quantity']).where('order_id', '=', orderId).execute();
  const back = new Map((await findReturnedLines(trx, orderId)).map((row) => [row.line, row.quantity]));
  const asked = new Map<number, number>();
  for (const { line, quantity } of lines) asked.set(line, (asked.get(line) ?? 0) + quantity);
  for (const [line, quantity] of asked) {
    const item = items.find((row) => row.id === line);
    if (!item || quantity < 1 || (back.get(line) ?? 0) + quantity > item.quantity) return false;
  }
  for (const [line, quantity] of asked) {
    await trx.insertInto('order_item_returns').values({ order_id: orderId, order_item_id: line, quantity, staff_user_id: staffUserId }).execute();
    await giveStockBack(trx, items.find((row) => row.id === line)!.product_id, quantity);
  }
  return true;
}
