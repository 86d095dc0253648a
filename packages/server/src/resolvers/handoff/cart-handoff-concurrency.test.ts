import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct, type TestProduct } from '../../test/buying.js';
import { racingDatabase, racingShop } from '../../test/racing-shop.js';

// SECURITY-REVIEW-2 N9: the hand-off cap per address is counted with the insert, on PostgreSQL.

const CREATE = `mutation ($products: [GuestProductInput!]) { createCartHandoff(products: $products) { ref } }`;
const PER_ADDRESS = 30;

describe.skipIf(!racingDatabase)('cart hand-offs under concurrency on PostgreSQL', () => {
  const race = racingShop({ cartHandoff: { ttlMs: 30 * 60_000, perAddress: PER_ADDRESS } });
  let product: TestProduct;
  beforeAll(async () => {
    product = await createProduct(race.shop.db, { stock: 10, sizePrices: [10_000, 15_000], colors: 1, scents: 1 });
  });

  it(`keeps 45 parallel hand-offs from one address to ${PER_ADDRESS} live ones`, async () => {
    await race.shop.db.deleteFrom('cart_handoffs').execute();
    const line = { id: String(product.id), size: String(product.sizes[1]!.id), color: String(product.colors[0]), scent: String(product.scents[0]), quantity: 1 };
    const replies = await Promise.all(Array.from({ length: 45 }, () => race.post(CREATE, { products: [line] })));
    expect(replies.filter((reply) => !reply.errors)).toHaveLength(PER_ADDRESS);
    expect(replies.filter((reply) => reply.errors).map((reply) => reply.errors![0]!.message)).toEqual(Array(45 - PER_ADDRESS).fill('handoff.throttled'));
    expect(await race.shop.db.selectFrom('cart_handoffs').select('id').execute()).toHaveLength(PER_ADDRESS);
  });
});
