import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAccountAdapters } from '../../accounts-adapters.js';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { givePromotionBack } from '../../services/promotions/give-back-promotion.js';
import { cancelUnpaidOrder } from '../../services/sales/order-cancel.js';
import { createProduct, places } from '../../test/buying.js';
import { BUY_NOW_PROMOTED, countersOf, promotionGuest, redemptionsOf, savePromotion } from '../../test/promotions.js';
import { racingDatabase, type Reply } from '../../test/racing-shop.js';
import { openShop, PUBLIC_URL, serveOnLoopback, type TestShop } from '../../test/shop.js';
import { verifiedStaff, type TestStaff } from '../../test/staff.js';

// Issue 35 item 4: a promotion's limits are never overrun, however many sales race at their
// edge, and a sale redeems and gives back once, raced on PostgreSQL.

describe.skipIf(!racingDatabase)('promotions under concurrency on PostgreSQL', () => {
  let shop: TestShop;
  let owner: TestStaff;
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;
  let pickup: string;
  let clients = 0;

  // Over real HTTP (a connection, so a transaction, per request in flight), each from a client
  // address of its own behind the trusted proxy (the wrong-code limit is per address).
  async function post(query: string, variables: Record<string, unknown>): Promise<Reply> {
    clients += 1;
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: new URL(PUBLIC_URL).host, 'x-forwarded-for': `10.36.${clients >> 8}.${clients & 255}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as Reply;
  }
  const buy = (productId: number, extra: Record<string, unknown> = {}) => post(BUY_NOW_PROMOTED, { id: String(productId), quantity: 1, selling_point: pickup, guest: promotionGuest(), ...extra });
  const orderIdOf = (reply: Reply) => Number((reply.data!.buyNowGuest as { id: string }).id);
  const discountsOf = async (replies: Reply[]) =>
    (
      await shop.db
        .selectFrom('orders')
        .select('discount')
        .where('id', 'in', replies.filter((reply) => !reply.errors).map(orderIdOf))
        .execute()
    ).map((row) => row.discount);

  beforeAll(async () => {
    shop = await openShop(racingDatabase!, { humanCheck: createLocalHumanCheck(() => {}) });
    server = await serveOnLoopback(shop.appWith({ accounts: { ...localAccountAdapters(shop.db, PUBLIC_URL), trustedProxies: ['127.0.0.1'] } }));
    pickup = (await places(shop.db)).pickup;
    owner = await verifiedStaff(shop, 'owner');
  });
  afterAll(async () => {
    await server?.close();
    await shop?.close();
  });

  it('redeems a code limited to 20 uses exactly 20 times in 60 parallel checkouts', async () => {
    const product = await createProduct(shop.db, { stock: 100, price: 10_000 });
    const promotion = await savePromotion(shop, owner.headers, { automatic: false, code: 'RAMADAN20', maxUses: 20, target: 'products', targetIds: [String(product.id)] });
    const replies = await Promise.all(Array.from({ length: 60 }, () => buy(product.id, { discountCode: 'ramadan-20' })));
    expect(replies.filter((reply) => !reply.errors)).toHaveLength(20);
    for (const reply of replies.filter((item) => item.errors)) {
      expect(reply.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { discountCode: ['input.discountCode.exhausted'] } } });
    }
    expect(await discountsOf(replies)).toEqual(Array(20).fill(1_000));
    expect(await countersOf(shop.db, promotion.id)).toEqual({ uses: 20, given: 20_000 });
    expect(await redemptionsOf(shop.db, promotion.id)).toMatchObject({ live: 20, given: 20_000 });
  });

  it('gives an automatic promotion away up to its IQD budget exactly, in 60 parallel checkouts', async () => {
    const product = await createProduct(shop.db, { stock: 100, price: 10_000 });
    const promotion = await savePromotion(shop, owner.headers, { kind: 'fixed', amount: 3_000, maxGiven: 50_000, target: 'products', targetIds: [String(product.id)] });
    const replies = await Promise.all(Array.from({ length: 60 }, () => buy(product.id)));
    expect(replies.filter((reply) => reply.errors)).toEqual([]);
    const discounts = (await discountsOf(replies)).filter((discount) => discount > 0).sort((a, b) => a - b);
    // 16 sales of 3,000 and one of the 2,000 left: the budget, to the dinar.
    expect(discounts).toEqual([2_000, ...Array(16).fill(3_000)]);
    expect(await countersOf(shop.db, promotion.id)).toEqual({ uses: 17, given: 50_000 });
  });

  it('reduces one sale per customer, a guest known by their phone or their email, however typed', async () => {
    const product = await createProduct(shop.db, { stock: 100, price: 10_000 });
    const promotion = await savePromotion(shop, owner.headers, { perCustomer: 1, target: 'products', targetIds: [String(product.id)] });
    // One guest by phone (the same number typed two ways, a new email each time), another by email
    // (the same address in any case, a new phone each time): each gets one reduced sale.
    const byPhone = promotionGuest();
    const byEmail = promotionGuest();
    const samePhone = Array.from({ length: 10 }, (_, n) => ({ ...byPhone, email: `other${n}.${byPhone.email}`, phone: n % 2 ? `+964${byPhone.phone.slice(1)}` : byPhone.phone }));
    const sameEmail = Array.from({ length: 10 }, (_, n) => ({ ...byEmail, email: n % 2 ? byEmail.email.toUpperCase() : byEmail.email, phone: `0752${String(4_000_000 + Number(promotion.id) * 100 + n)}` }));
    const replies = await Promise.all([...samePhone, ...sameEmail].map((who) => buy(product.id, { guest: who })));
    expect(replies.filter((reply) => reply.errors)).toEqual([]);
    expect((await discountsOf(replies)).filter((discount) => discount > 0)).toEqual([1_000, 1_000]);
    expect(await countersOf(shop.db, promotion.id)).toEqual({ uses: 2, given: 2_000 });
    const redeemed = await shop.db.selectFrom('promotion_redemptions').select(['email', 'phone']).where('promotion_id', '=', Number(promotion.id)).execute();
    expect(redeemed.filter((row) => row.phone === `+964${byPhone.phone.slice(1)}`)).toHaveLength(1);
    expect(redeemed.filter((row) => row.email === byEmail.email)).toHaveLength(1);
  });

  it('redeems once for parallel retries of a sale with the same key', async () => {
    const product = await createProduct(shop.db, { stock: 100, price: 10_000 });
    const promotion = await savePromotion(shop, owner.headers, { target: 'products', targetIds: [String(product.id)] });
    const guest = promotionGuest();
    const replies = await Promise.all(Array.from({ length: 10 }, () => buy(product.id, { guest, idempotencyKey: `promo-race-${promotion.id}` })));
    expect(replies.filter((reply) => reply.errors)).toEqual([]);
    expect(new Set(replies.map(orderIdOf)).size).toBe(1);
    expect(await countersOf(shop.db, promotion.id)).toEqual({ uses: 1, given: 1_000 });
    expect(await redemptionsOf(shop.db, promotion.id)).toMatchObject({ all: 1 });
  });

  it('gives a cancelled sale its use and single-use code back once to parallel cancels', async () => {
    const product = await createProduct(shop.db, { stock: 100, price: 10_000 });
    const promotion = await savePromotion(shop, owner.headers, { automatic: false, maxUses: 1, target: 'products', targetIds: [String(product.id)] });
    const code = `SINGLE${promotion.id}X`;
    await shop.db
      .insertInto('promotion_codes')
      .values({ promotion_id: Number(promotion.id), code, single_use: true })
      .execute();
    const first = await buy(product.id, { discountCode: code });
    expect(first.errors).toBeUndefined();
    expect((await buy(product.id, { discountCode: code })).errors![0]).toMatchObject({ extensions: { validation: { discountCode: ['input.discountCode.invalid'] } } });
    const orderId = orderIdOf(first);
    const cancels = await Promise.all(Array.from({ length: 20 }, () => cancelUnpaidOrder(shop.db, orderId)));
    expect(cancels.filter(Boolean)).toHaveLength(1);
    const again = await Promise.all(Array.from({ length: 10 }, () => shop.db.transaction().execute((trx) => givePromotionBack(trx, orderId))));
    expect(again.every((amount) => amount === 0)).toBe(true);
    expect(await countersOf(shop.db, promotion.id)).toEqual({ uses: 0, given: 0 });
    expect(await redemptionsOf(shop.db, promotion.id)).toMatchObject({ live: 0, all: 1 });
    // The code and the promotion's one use are free again: a new sale takes them.
    expect((await buy(product.id, { discountCode: code })).errors).toBeUndefined();
    expect(await countersOf(shop.db, promotion.id)).toEqual({ uses: 1, given: 1_000 });
  });
});
