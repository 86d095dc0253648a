import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '../../auth/client-address.js';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { createProduct } from '../../test/buying.js';
import { testDatabases } from '../../test/databases.js';
import { countersOf, savePromotion } from '../../test/promotions.js';
import { expectNotFound, graphql, openShop, type TestShop } from '../../test/shop.js';
import { verifiedStaff, type TestStaff } from '../../test/staff.js';

// Issue 35: the checkout's promotion quote through the API. Its agreement with the charge is
// tests/contract/promotion-quote.test.ts; here, what a quote must not do or must refuse.

const QUOTE = `query Q($products: [GuestProductInput!]!, $discountCode: String) {
  promotionQuote(products: $products, discountCode: $discountCode) { discount name code replaces } }`;

describe.each(testDatabases())('promotion quote on $name', (database) => {
  let shop: TestShop;
  let owner: TestStaff;
  beforeAll(async () => {
    shop = await openShop(database, { humanCheck: createLocalHumanCheck(() => {}) });
    owner = await verifiedStaff(shop, 'owner');
  });
  afterAll(async () => shop?.close());

  const quote = (products: unknown[], discountCode?: string, options: { lang?: string; headers?: Record<string, string> } = {}) => graphql(shop.app, QUOTE, { products, discountCode }, options);

  it('quotes in the request language and counts no use of the promotion', async () => {
    const product = await createProduct(shop.db, { stock: 5, price: 10_000 });
    const name = { en: 'Nowruz', ku: 'نەورۆز', ar: 'نوروز' };
    const automatic = await savePromotion(shop, owner.headers, { target: 'products', targetIds: [String(product.id)], name, maxUses: 1 });
    const code = await savePromotion(shop, owner.headers, { automatic: false, code: 'QUOTEONLY', kind: 'fixed', amount: 3_000, name, maxUses: 1 });
    for (let n = 0; n < 3; n++) {
      const reply = await quote([{ id: String(product.id), quantity: 2 }], undefined, { lang: 'ar' });
      expect(reply.data!.promotionQuote).toEqual({ discount: 2_000, name: 'نوروز', code: null, replaces: null });
      const coded = await quote([{ id: String(product.id), quantity: 2 }], 'quote-only', { lang: 'ku' });
      expect(coded.data!.promotionQuote).toEqual({ discount: 3_000, name: 'نەورۆز', code: 'QUOTEONLY', replaces: 'نەورۆز' });
    }
    expect(await countersOf(shop.db, automatic.id)).toEqual({ uses: 0, given: 0 });
    expect(await countersOf(shop.db, code.id)).toEqual({ uses: 0, given: 0 });
    expect(
      await shop.db
        .selectFrom('promotion_redemptions')
        .select('id')
        .where('promotion_id', 'in', [Number(automatic.id), Number(code.id)])
        .execute(),
    ).toEqual([]);
  });

  it('refuses a line that cannot be bought as checkoutGuest does', async () => {
    const plain = await createProduct(shop.db, { stock: 5, price: 10_000 });
    const sized = await createProduct(shop.db, { stock: 5, price: null, sizePrices: [12_000] });
    const reply = await quote([
      { id: String(plain.id), quantity: 1 },
      { id: String(sized.id), quantity: 1 },
    ]);
    expect(reply.errors![0]!.extensions!.validation).toEqual({ 'products.1.size': ['input.size.required'] });
    expectNotFound(await quote([{ id: '999999', quantity: 1 }]));
  });

  it('counts wrong codes toward the client address limit, as orders do (SECURITY-REVIEW L9)', async () => {
    const product = await createProduct(shop.db, { stock: 5, price: 10_000 });
    await savePromotion(shop, owner.headers, { automatic: false, code: 'RIGHTONE' });
    const client = { [PEER_ADDRESS_HEADER]: '198.51.100.91' };
    const line = [{ id: String(product.id), quantity: 1 }];
    const answers = [];
    for (let n = 0; n < 21; n++) answers.push(await quote(line, `WRONG${n}`, { headers: client }));
    expect(answers.slice(0, 20).every((reply) => (reply.errors![0]!.extensions!.validation as { discountCode: string[] }).discountCode[0] === 'input.discountCode.invalid')).toBe(true);
    expect(answers[20]!.errors![0]!.extensions!.validation).toEqual({ discountCode: ['input.discountCode.throttled'] });
    // A right code does not count, and another address is not held back.
    expect((await quote(line, 'RIGHTONE', { headers: { [PEER_ADDRESS_HEADER]: '198.51.100.92' } })).data!.promotionQuote).toMatchObject({ discount: 1_000, code: 'RIGHTONE' });
    expect((await quote(line, undefined, { headers: client })).errors).toBeUndefined();
  });
});
