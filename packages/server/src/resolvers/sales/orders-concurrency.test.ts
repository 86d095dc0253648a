import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { createProduct, places, stockOf } from '../../test/buying.js';
import { createCustomer } from '../../test/customers.js';
import { racingDatabase, racingShop } from '../../test/racing-shop.js';

// SECURITY A1: the last units and carts in different orders, raced on PostgreSQL.

const CHECKOUT_GUEST = `mutation C($selling_point: ID, $guest: GuestInput!, $products: [GuestProductInput!]!) {
  checkoutGuest(method: "cash", selling_point: $selling_point, token: "local-unverified", guest: $guest, products: $products) { id } }`;
const CHECKOUT = `mutation C($selling_point: ID) { checkout(method: "cash", selling_point: $selling_point) { id } }`;
const ADD = `mutation A($id: ID!, $quantity: Int!) { addToCart(id: $id, quantity: $quantity) { items { id } } }`;

describe.skipIf(!racingDatabase)('orders under concurrency on PostgreSQL', () => {
  const race = racingShop({ humanCheck: createLocalHumanCheck(() => {}) });
  const { post } = race;
  let pickup: string;
  const guest = (n: number) => ({ name: `Guest ${n}`, email: `guest${n}@example.com`, phone: '07501234567' });

  beforeAll(async () => {
    pickup = (await places(race.shop.db)).pickup;
  });

  const unitsOrdered = async (productId: number) =>
    Number(
      (
        await sql<{ units: string | null }>`SELECT sum(i.quantity) AS units FROM order_items i JOIN orders o ON o.id = i.order_id
          WHERE i.product_id = ${productId} AND o.status <> 'cancelled'`.execute(race.shop.db)
      ).rows[0]!.units ?? 0,
    );

  it('sells the last 10 units to exactly 10 of 40 concurrent guests, three times over', async () => {
    for (let round = 0; round < 3; round++) {
      const product = await createProduct(race.shop.db, { stock: 10, price: 1000 });
      const replies = await Promise.all(Array.from({ length: 40 }, (_, n) => post(CHECKOUT_GUEST, { selling_point: pickup, guest: guest(100 * round + n), products: [{ id: String(product.id), quantity: 1 }] })));
      const placed = replies.filter((reply) => !reply.errors);
      expect(placed).toHaveLength(10);
      expect(new Set(replies.filter((reply) => reply.errors).map((reply) => reply.errors![0]!.message))).toEqual(new Set(['stock.0']));
      expect(await stockOf(race.shop.db, product.id)).toBe(0);
      expect(await unitsOrdered(product.id)).toBe(10);
    }
  });

  it('never deadlocks on guest carts that list the same products in different orders', async () => {
    const products = await Promise.all([1, 2, 3].map(() => createProduct(race.shop.db, { stock: 30, price: 500 })));
    const orders = [
      [0, 1, 2],
      [2, 1, 0],
      [1, 2, 0],
      [2, 0, 1],
    ];
    const replies = await Promise.all(
      Array.from({ length: 80 }, (_, n) =>
        post(CHECKOUT_GUEST, {
          selling_point: pickup,
          guest: guest(1000 + n),
          products: orders[n % orders.length]!.map((index) => ({ id: String(products[index]!.id), quantity: 1 })),
        }),
      ),
    );
    expect(replies.filter((reply) => !reply.errors)).toHaveLength(30);
    for (const reply of replies.filter((item) => item.errors)) expect(reply.errors![0]!.message).toMatch(/^stock\.[0-2]$/);
    for (const product of products) {
      expect(await stockOf(race.shop.db, product.id)).toBe(0);
      expect(await unitsOrdered(product.id)).toBe(30);
    }
  });

  it('never deadlocks on account carts filled in different orders', async () => {
    const products = await Promise.all([1, 2].map(() => createProduct(race.shop.db, { stock: 12, price: 500 })));
    const customers = await Promise.all(Array.from({ length: 20 }, () => createCustomer(race.shop.db)));
    for (const [n, customer] of customers.entries()) {
      for (const product of n % 2 ? products : [...products].reverse()) await post(ADD, { id: String(product.id), quantity: 1 }, customer.headers.cookie);
    }
    const replies = await Promise.all(customers.map((customer) => post(CHECKOUT, { selling_point: pickup }, customer.headers.cookie)));
    expect(replies.filter((reply) => !reply.errors)).toHaveLength(12);
    for (const reply of replies.filter((item) => item.errors)) expect(reply.errors![0]!.message).toMatch(/^stock\.[01]$/);
    for (const product of products) expect(await stockOf(race.shop.db, product.id)).toBe(0);
  });
});
