import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { createProduct, places } from '../../test/buying.js';
import { createCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { BUY_NOW_PROMOTED, END_PROMOTION, GENERATE_CODES, PROMOTION_CODES, PROMOTIONS, SAVE_PROMOTION, countersOf, promotionGuest, promotionInput, savePromotion } from '../../test/promotions.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';
import { verifiedStaff, type TestStaff } from '../../test/staff.js';

// Issue 35 item 4 through the API: the owner's promotions (who may, what is checked, audited),
// which one a sale gets, codes, ending, and the newsletter's promotion.

const CODE_QUERY = `query D($code: String!) { discountCode(code: $code) { code percent kind amount target targetIds minBasket name } }`;

describe.each(testDatabases())('promotions on $name', (database) => {
  let shop: TestShop;
  let owner: TestStaff;
  let staff: TestStaff;
  let pickup: string;
  const asOwner = (query: string, variables: Record<string, unknown> = {}) => graphql(shop.app, query, variables, { headers: owner.headers });
  const buy = async (productId: number, extra: Record<string, unknown> = {}) => {
    const guest = (extra.guest as ReturnType<typeof promotionGuest>) ?? promotionGuest();
    const reply = await graphql(shop.app, BUY_NOW_PROMOTED, { id: String(productId), quantity: 1, selling_point: pickup, guest, ...extra });
    if (reply.errors) return { errors: reply.errors };
    const order = await shop.db.selectFrom('orders').select(['discount', 'promotion_id', 'total']).where('id', '=', Number(reply.data!.buyNowGuest.id)).executeTakeFirstOrThrow();
    return { order };
  };

  beforeAll(async () => {
    shop = await openShop(database, { humanCheck: createLocalHumanCheck(() => {}) });
    owner = await verifiedStaff(shop, 'owner');
    staff = await verifiedStaff(shop, 'staff');
    pickup = (await places(shop.db)).pickup;
  });
  afterAll(async () => shop?.close());

  it('lets only the owner see and change promotions, and audits every change', async () => {
    const asStaff = await graphql(shop.app, SAVE_PROMOTION, { input: promotionInput() }, { headers: staff.headers });
    expect(asStaff.errors?.[0]?.message).toBe('forbidden');
    expect((await graphql(shop.app, PROMOTIONS, {}, { headers: staff.headers })).errors?.[0]?.message).toBe('forbidden');
    const product = await createProduct(shop.db, { stock: 5, price: 10_000 });
    const saved = await savePromotion(shop, owner.headers, { automatic: false, code: 'eid-2026', target: 'products', targetIds: [String(product.id)], startsAt: '2026-03-20T00:00' });
    expect(saved).toMatchObject({ code: 'EID2026', startsAt: '2026-03-20T00:00:00+03:00', uses: 0, given: 0, system: false });
    const ended = (await asOwner(END_PROMOTION, { id: saved.id })).data!.adminEndPromotion;
    expect(ended.running).toBe(false);
    const audits = await shop.db.selectFrom('audit_log').select(['action', 'staff_user_id']).where('subject_type', '=', 'promotion').where('subject_id', '=', Number(saved.id)).orderBy('id').execute();
    expect(audits.map((row) => row.action)).toEqual(['promotion.create', 'promotion.end']);
    const list = (await asOwner(PROMOTIONS)).data!.adminPromotions;
    expect(list.find((row: { system: boolean }) => row.system)).toMatchObject({ kind: 'percent', amount: 15, target: 'order', automatic: false });
  });

  it('names each wrong field, and keeps the newsletter promotion its own', async () => {
    const reply = await asOwner(SAVE_PROMOTION, {
      input: promotionInput({ name: { en: ' ', ku: '', ar: '' }, kind: 'half', amount: 0, target: 'products', startsAt: '2026-13-01', endsAt: '2020-01-01T00:00', code: 'a!', maxUses: 0 }),
    });
    expect(reply.errors![0]!.extensions!.validation).toEqual({
      name: ['input.name.required'],
      kind: ['input.kind.invalid'],
      amount: ['input.amount.invalid'],
      targetIds: ['input.targetIds.required'],
      startsAt: ['input.startsAt.invalid'],
      code: ['input.code.invalid'],
      maxUses: ['input.maxUses.invalid'],
    });
    const over = await asOwner(SAVE_PROMOTION, { input: promotionInput({ kind: 'percent', amount: 101, startsAt: '2026-05-01T10:00', endsAt: '2026-05-01T09:00' }) });
    expect(over.errors![0]!.extensions!.validation).toEqual({ amount: ['input.amount.invalid'], endsAt: ['input.endsAt.beforeStart'] });
    const newsletter = (await asOwner(PROMOTIONS)).data!.adminPromotions.find((row: { system: boolean }) => row.system);
    expect((await asOwner(SAVE_PROMOTION, { input: promotionInput({ id: newsletter.id }) })).errors![0]!.message).toBe('promotion.system');
    await savePromotion(shop, owner.headers, { automatic: false, code: 'TAKEN1' });
    expect((await asOwner(SAVE_PROMOTION, { input: promotionInput({ automatic: false, code: 'taken-1' }) })).errors![0]!.extensions!.validation).toEqual({ code: ['input.code.taken'] });
  });

  it('gives a sale the automatic promotion that takes the most, or only the code typed', async () => {
    const product = await createProduct(shop.db, { stock: 20, price: 20_000 });
    const small = await savePromotion(shop, owner.headers, { amount: 5, target: 'products', targetIds: [String(product.id)] });
    const big = await savePromotion(shop, owner.headers, { kind: 'fixed', amount: 3_000, target: 'products', targetIds: [String(product.id)] });
    await savePromotion(shop, owner.headers, { amount: 50, target: 'products', targetIds: [String(product.id)], minBasket: 50_000 });
    expect((await buy(product.id)).order).toMatchObject({ discount: 3_000, promotion_id: Number(big.id), total: 17_000 });
    await savePromotion(shop, owner.headers, { automatic: false, code: 'SMALLER', amount: 2, target: 'order' });
    // The code replaces the automatic promotions, even one that would take more.
    expect((await buy(product.id, { discountCode: 'smaller' })).order).toMatchObject({ discount: 400 });
    await asOwner(END_PROMOTION, { id: big.id });
    expect((await buy(product.id)).order).toMatchObject({ discount: 1_000, promotion_id: Number(small.id) });
    await asOwner(END_PROMOTION, { id: small.id });
  });

  it('refuses a code that does not apply, and answers a usable code with its terms', async () => {
    const product = await createProduct(shop.db, { stock: 20, price: 8_000 });
    await savePromotion(shop, owner.headers, { automatic: false, code: 'BIGBASKET', kind: 'fixed', amount: 5_000, minBasket: 10_000 });
    const refusal = (await buy(product.id, { discountCode: 'BIGBASKET' })).errors![0]!;
    expect(refusal.extensions!.validation).toEqual({ discountCode: ['input.discountCode.notApplicable'] });
    const later = await savePromotion(shop, owner.headers, { automatic: false, code: 'LATER', startsAt: '2099-01-01T00:00' });
    expect((await buy(product.id, { discountCode: 'LATER' })).errors![0]!.extensions!.validation).toEqual({ discountCode: ['input.discountCode.notApplicable'] });
    expect((await graphql(shop.app, CODE_QUERY, { code: 'later' })).data!.discountCode).toBeNull();
    expect((await graphql(shop.app, CODE_QUERY, { code: 'big-basket' }, { lang: 'ar' })).data!.discountCode).toMatchObject({
      code: 'BIGBASKET',
      percent: 0,
      kind: 'fixed',
      amount: 5_000,
      target: 'order',
      targetIds: [],
      minBasket: 10_000,
      name: 'تخفيضات العيد',
    });
    expect(later.id).toBeTruthy();
  });

  it('generates single-use codes with enough randomness, each used once, listed for the CSV', async () => {
    const product = await createProduct(shop.db, { stock: 20, price: 10_000 });
    const promotion = await savePromotion(shop, owner.headers, { automatic: false, amount: 20, target: 'products', targetIds: [String(product.id)] });
    const codes = (await asOwner(GENERATE_CODES, { id: promotion.id, count: 25 })).data!.adminGeneratePromotionCodes as string[];
    expect(new Set(codes).size).toBe(25);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{17}$/);
    expect((await asOwner(GENERATE_CODES, { id: promotion.id, count: 5001 })).errors![0]!.extensions!.validation).toEqual({ count: ['input.count.invalid'] });
    expect((await buy(product.id, { discountCode: codes[0] })).order).toMatchObject({ discount: 2_000 });
    expect((await buy(product.id, { discountCode: codes[0] })).errors![0]!.extensions!.validation).toEqual({ discountCode: ['input.discountCode.invalid'] });
    const listed = (await asOwner(PROMOTION_CODES, { id: promotion.id })).data!.adminPromotionCodes;
    expect(listed).toHaveLength(25);
    expect(listed.filter((row: { used: boolean }) => row.used)).toEqual([{ code: codes[0], singleUse: true, used: true }]);
    expect(await countersOf(shop.db, promotion.id)).toEqual({ uses: 1, given: 2_000 });
  });

  it('refuses a customer past their share of a promotion, however they type their email', async () => {
    const product = await createProduct(shop.db, { stock: 20, price: 10_000 });
    const promotion = await savePromotion(shop, owner.headers, { automatic: false, code: 'ONCEEACH', perCustomer: 1 });
    const guest = promotionGuest();
    expect((await buy(product.id, { guest, discountCode: 'ONCEEACH' })).order).toMatchObject({ discount: 1_000 });
    expect((await buy(product.id, { guest: { ...guest, email: guest.email.toUpperCase() }, discountCode: 'ONCEEACH' })).errors![0]!.extensions!.validation).toEqual({ discountCode: ['input.discountCode.exhausted'] });
    expect(await countersOf(shop.db, promotion.id)).toEqual({ uses: 1, given: 1_000 });
  });

  it('shows each product the automatic promotion that takes most off one unit, priced by the server', async () => {
    const PRODUCT = `query P($id: ID!) { product(id: $id) { promotion { id name kind amount was price } } }`;
    const plain = await createProduct(shop.db, { stock: 5, price: 9_999 });
    const sized = await createProduct(shop.db, { stock: 5, price: null, sizePrices: [12_000, 18_000] });
    expect((await graphql(shop.app, PRODUCT, { id: String(plain.id) })).data!.product.promotion).toBeNull();
    const percent = await savePromotion(shop, owner.headers, { amount: 15, target: 'products', targetIds: [String(plain.id), String(sized.id)] });
    await savePromotion(shop, owner.headers, { kind: 'fixed', amount: 1_000, target: 'products', targetIds: [String(plain.id)] });
    await savePromotion(shop, owner.headers, { kind: 'fixed', amount: 9_000, target: 'products', targetIds: [String(plain.id)], minBasket: 20_000 });
    expect((await graphql(shop.app, PRODUCT, { id: String(plain.id) }, { lang: 'ku' })).data!.product.promotion).toEqual({
      id: percent.id,
      name: 'داشکاندنی جەژن',
      kind: 'percent',
      amount: 15,
      was: 9_999,
      price: 9_999 - 1_499,
    });
    expect((await graphql(shop.app, PRODUCT, { id: String(sized.id) })).data!.product.promotion).toMatchObject({ was: 12_000, price: 10_200 });

    // Item 5: an account's cart line names the promotion its own size's price gets, read now.
    const customer = await createCustomer(shop.db);
    const ADD = `mutation A($id: ID!, $size: ID) { addToCart(id: $id, quantity: 1, size: $size) { items { product { id } promotion { id was price } } } }`;
    const CART = `{ user { cart { items { promotion { id kind } } } } }`;
    await graphql(shop.app, ADD, { id: String(plain.id) }, { headers: customer.headers });
    const lines = (await graphql(shop.app, ADD, { id: String(sized.id), size: String(sized.sizes[1]!.id) }, { headers: customer.headers })).data!.addToCart.items;
    expect(lines.map((line: { promotion: unknown }) => line.promotion)).toEqual([
      { id: percent.id, was: 9_999, price: 9_999 - 1_499 },
      { id: percent.id, was: 18_000, price: 15_300 },
    ]);

    await asOwner(END_PROMOTION, { id: percent.id });
    expect((await graphql(shop.app, PRODUCT, { id: String(plain.id) })).data!.product.promotion).toMatchObject({ kind: 'fixed', was: 9_999, price: 8_999 });
    const after = (await graphql(shop.app, CART, {}, { headers: customer.headers })).data!.user.cart.items;
    expect(after.map((line: { promotion: unknown }) => line.promotion)).toEqual([{ id: expect.any(String), kind: 'fixed' }, null]);
  });
});
