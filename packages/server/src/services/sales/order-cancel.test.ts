import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { testDatabases } from '../../test/databases.js';
import { openShop, type TestShop } from '../../test/shop.js';
import type { OrderStatus } from '../../db/tables/sales.js';
import { cancelUnpaidOrder } from './order-cancel.js';

describe.each(testDatabases())('cancelUnpaidOrder on $name', (database) => {
  let shop: TestShop;
  let productId: number;

  beforeAll(async () => {
    shop = await openShop(database);
    productId = (await shop.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    await shop.db.updateTable('products').set({ stock: 10 }).where('id', '=', productId).execute();
  });
  afterAll(() => shop?.close());

  const stock = async () => (await shop.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock;

  async function placeOrder(status: OrderStatus, paid: boolean): Promise<number> {
    const order = await shop.db.insertInto('orders').values({ uuid: randomUUID(), status, paid, total: 3000, subtotal: 3000, method: 'fib' }).returning('id').executeTakeFirstOrThrow();
    await shop.db
      .insertInto('order_items')
      .values([
        { order_id: order.id, product_id: productId, size_id: null, color_id: null, scent_id: null, quantity: 2, unit_price: 1000 },
        { order_id: order.id, product_id: productId, size_id: null, color_id: null, scent_id: null, quantity: 1, unit_price: 1000 },
      ])
      .execute();
    await shop.db
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', 3) }))
      .where('id', '=', productId)
      .execute();
    return order.id;
  }

  const statusOf = async (id: number) => (await shop.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('cancels a pending unpaid order and gives its stock back, once', async () => {
    const before = await stock();
    const id = await placeOrder('pending', false);
    expect(await stock()).toBe(before - 3);
    expect(await cancelUnpaidOrder(shop.db, id)).toBe(true);
    expect(await statusOf(id)).toBe('cancelled');
    expect(await stock()).toBe(before);
    expect(await cancelUnpaidOrder(shop.db, id)).toBe(false);
    expect(await stock()).toBe(before);
  });

  it('gives the stock back once when two cancels race', async () => {
    const before = await stock();
    const id = await placeOrder('pending', false);
    const results = await Promise.all([cancelUnpaidOrder(shop.db, id), cancelUnpaidOrder(shop.db, id)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await stock()).toBe(before);
  });

  it('leaves paid and accepted orders alone', async () => {
    const paid = await placeOrder('pending', true);
    const accepted = await placeOrder('accepted', false);
    const before = await stock();
    expect(await cancelUnpaidOrder(shop.db, paid)).toBe(false);
    expect(await cancelUnpaidOrder(shop.db, accepted)).toBe(false);
    expect(await statusOf(paid)).toBe('pending');
    expect(await statusOf(accepted)).toBe('accepted');
    expect(await stock()).toBe(before);
  });

  it('answers false for an order that does not exist', async () => {
    expect(await cancelUnpaidOrder(shop.db, 999_999)).toBe(false);
  });
});
