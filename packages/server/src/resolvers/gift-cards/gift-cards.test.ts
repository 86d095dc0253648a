import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { PEER_ADDRESS_HEADER } from '../../auth/client-address.js';
import { voidGiftCard } from '../../db/repositories/gift-cards/gift-cards.js';
import { createProduct, places, stockOf } from '../../test/buying.js';
import { testDatabases } from '../../test/databases.js';
import { BUY_NOW_GUEST, cardGuest, cardOf, GIFT_CARD_100K, GIFT_CARD_25K, giftCardsBought, ledgerOf, unknownCode } from '../../test/gift-cards.js';
import { createTestPayments, type TestPayments } from '../../test/payments.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';

// Issue 35 items 1-2: a balance by code for anyone, and paying part or all of an order with cards.

const BALANCE = `query G($code: String!) { giftCardBalance(code: $code) { last4 amount balance status } }`;
const GUEST_ORDER = `query O($uuid: String!, $email: String!) { guestOrder(uuid: $uuid, email: $email) { total subtotal giftCardPaid paid method } }`;

describe.each(testDatabases())('paying with gift cards on $name', (database) => {
  let shop: TestShop;
  let payments: TestPayments;
  let pickup: string;

  beforeAll(async () => {
    payments = createTestPayments();
    shop = await openShop(database, { payments, humanCheck: createLocalHumanCheck(() => {}) });
    pickup = (await places(shop.db)).pickup;
  });
  afterAll(() => shop?.close());

  /** A guest buys one of `productId` paying with the cards (and `method` for the rest); the reply and the guest. */
  async function buy(productId: number, giftCards: string[], method = 'cash', extra: { idempotencyKey?: string; headers?: Record<string, string> } = {}) {
    const guest = cardGuest();
    const { headers, ...variables } = extra;
    const reply = await graphql(shop.app, BUY_NOW_GUEST, { id: String(productId), quantity: 1, method, selling_point: pickup, guest, giftCards, ...variables }, { headers });
    return { reply, guest };
  }
  const orderOf = async (buying: Awaited<ReturnType<typeof buy>>) => (await graphql(shop.app, GUEST_ORDER, { uuid: buying.reply.data!.buyNowGuest.uuid, email: buying.guest.email })).data!.guestOrder;

  it('shows a card by its code as typed, to anyone', async () => {
    const {
      codes: [code],
    } = await giftCardsBought(shop, pickup, 1, GIFT_CARD_25K);
    const typed = code!.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o');
    expect((await graphql(shop.app, BALANCE, { code: typed })).data!.giftCardBalance).toEqual({ last4: code!.slice(-4), amount: 25_000, balance: 25_000, status: 'active' });
    const chars = code!.replace(/-/g, '');
    const typo = `${chars.slice(0, 3)}${chars[3] === 'X' ? 'Y' : 'X'}${chars.slice(4)}`;
    expect((await graphql(shop.app, BALANCE, { code: typo })).errors![0]!.message).toBe('giftcard.mistyped');
    expect((await graphql(shop.app, BALANCE, { code: unknownCode() })).errors![0]!.message).toBe('giftcard.unknown');
  });

  it('pays part of an order with a card and starts the payment for the rest only', async () => {
    const {
      codes: [code],
      cards: [card],
    } = await giftCardsBought(shop, pickup, 1, GIFT_CARD_25K);
    const product = await createProduct(shop.db, { stock: 5, price: 30_000 });
    const buying = await buy(product.id, [code!], 'zaincash');
    expect(buying.reply.errors).toBeUndefined();
    const orderId = Number(buying.reply.data!.buyNowGuest.id);
    expect(payments.started.at(-1)).toMatchObject({ id: orderId, total: 5000, method: 'zaincash' });
    expect(buying.reply.data!.buyNowGuest.token).toBe(`zaincash-${orderId}-5000`);
    expect(await orderOf(buying)).toEqual({ total: 5000, subtotal: 30_000, giftCardPaid: 25_000, paid: false, method: 'zaincash' });
    expect(await cardOf(shop.db, card!.id)).toMatchObject({ balance: 0 });
  });

  it('takes an order the cards pay wholly as paid, with no payment started', async () => {
    const {
      codes: [code],
    } = await giftCardsBought(shop, pickup);
    const product = await createProduct(shop.db, { stock: 5, price: 10_000 });
    const startsBefore = payments.started.length;
    const buying = await buy(product.id, [code!], 'fib');
    expect(buying.reply.errors).toBeUndefined();
    expect(buying.reply.data!.buyNowGuest.token).toBeNull();
    expect(payments.started).toHaveLength(startsBefore);
    expect(await orderOf(buying)).toEqual({ total: 0, subtotal: 10_000, giftCardPaid: 10_000, paid: true, method: 'fib' });
    expect((await graphql(shop.app, BALANCE, { code })).data!.giftCardBalance.balance).toBe(90_000);
  });

  it('draws once for a retried order with the same key', async () => {
    const {
      codes: [code],
      cards: [card],
    } = await giftCardsBought(shop, pickup);
    const product = await createProduct(shop.db, { stock: 5, price: 12_000 });
    const guest = cardGuest();
    const send = () =>
      graphql(shop.app, BUY_NOW_GUEST, {
        id: String(product.id),
        quantity: 1,
        method: 'cash',
        selling_point: pickup,
        guest,
        giftCards: [code],
        idempotencyKey: `cards-${card!.id}`,
      });
    const [first, retry] = [await send(), await send()];
    expect(retry.data!.buyNowGuest.id).toBe(first.data!.buyNowGuest.id);
    const parallel = await Promise.all([send(), send()]);
    expect(parallel.map((reply) => reply.data!.buyNowGuest.id)).toEqual([first.data!.buyNowGuest.id, first.data!.buyNowGuest.id]);
    expect((await cardOf(shop.db, card!.id)).balance).toBe(88_000);
    expect((await ledgerOf(shop.db, card!.id)).map((row) => row.entry)).toEqual(['issued', 'drawn']);
    expect(await stockOf(shop.db, product.id)).toBe(4);
  });

  it('refuses a void card, a typo and an unknown card, and orders nothing', async () => {
    const {
      codes: [code],
      cards: [card],
    } = await giftCardsBought(shop, pickup, 1, GIFT_CARD_25K);
    const product = await createProduct(shop.db, { stock: 5, price: 3000 });
    const chars = code!.replace(/-/g, '');
    const swapped = chars.slice(0, 10) + chars[11] + chars[10] + chars.slice(12);
    const typo = chars === swapped ? `${chars.slice(0, -1)}${chars.at(-1) === '0' ? '1' : '0'}` : swapped;
    expect((await buy(product.id, [typo])).reply.errors![0]).toMatchObject({ message: 'giftcard.mistyped', extensions: { card: 0 } });
    expect((await buy(product.id, [code!, unknownCode()])).reply.errors![0]).toMatchObject({ message: 'giftcard.unknown', extensions: { card: 1 } });
    await voidGiftCard(shop.db, card!.id);
    expect((await buy(product.id, [code!])).reply.errors![0]).toMatchObject({ message: 'giftcard.void', extensions: { card: 0 } });
    expect((await graphql(shop.app, BALANCE, { code })).data!.giftCardBalance).toMatchObject({ balance: 25_000, status: 'void' });
    expect(await stockOf(shop.db, product.id)).toBe(5);
    expect(await ledgerOf(shop.db, card!.id)).toHaveLength(1);
  });

  it('gives the cards back when the payment for the rest cannot start', async () => {
    const {
      codes: [code],
      cards: [card],
    } = await giftCardsBought(shop, pickup, 1, GIFT_CARD_25K);
    const product = await createProduct(shop.db, { stock: 5, price: 40_000 });
    payments.failing = true;
    try {
      expect((await buy(product.id, [code!], 'nasspay')).reply.errors![0]!.message).toBe('payment.unavailable');
    } finally {
      payments.failing = false;
    }
    expect((await cardOf(shop.db, card!.id)).balance).toBe(25_000);
    expect((await ledgerOf(shop.db, card!.id)).map((row) => [row.entry, row.amount])).toEqual([
      ['issued', 25_000],
      ['drawn', -25_000],
      ['given_back', 25_000],
    ]);
    expect(await stockOf(shop.db, product.id)).toBe(5);
  });

  it('pays 10 of 50 sales of 10,000 IQD with one 100,000 IQD card, and refuses the others cleanly', async () => {
    const {
      codes: [code],
      cards: [card],
    } = await giftCardsBought(shop, pickup, 1, GIFT_CARD_100K);
    const products = await Promise.all(Array.from({ length: 50 }, () => createProduct(shop.db, { stock: 1, price: 10_000 })));
    const sales = await Promise.all(products.map((product) => buy(product.id, [code!])));
    expect(sales.filter((sale) => !sale.reply.errors)).toHaveLength(10);
    expect(new Set(sales.filter((sale) => sale.reply.errors).map((sale) => sale.reply.errors![0]!.message))).toEqual(new Set(['giftcard.empty']));
    expect(await cardOf(shop.db, card!.id)).toMatchObject({ balance: 0 });
    expect((await ledgerOf(shop.db, card!.id)).filter((row) => row.entry === 'drawn')).toHaveLength(10);
    expect((await Promise.all(products.map((product) => stockOf(shop.db, product.id)))).filter((stock) => stock === 0)).toHaveLength(10);
  });

  it('limits codes naming no card per client address, looked up or paid with', async () => {
    const client = { [PEER_ADDRESS_HEADER]: '198.51.100.35' };
    const lookups = await Promise.all(Array.from({ length: 24 }, () => graphql(shop.app, BALANCE, { code: unknownCode() }, { headers: client })));
    const refusals = lookups.map((reply) => reply.errors![0]!.message);
    expect(refusals.filter((message) => message === 'giftcard.unknown')).toHaveLength(20);
    expect(refusals.filter((message) => message === 'giftcard.throttled')).toHaveLength(4);
    const {
      codes: [code],
    } = await giftCardsBought(shop, pickup, 1, GIFT_CARD_25K);
    expect((await graphql(shop.app, BALANCE, { code }, { headers: client })).errors![0]!.message).toBe('giftcard.throttled');
    const product = await createProduct(shop.db, { stock: 5, price: 3000 });
    expect((await buy(product.id, [code!], 'cash', { headers: client })).reply.errors![0]!.message).toBe('giftcard.throttled');
    // Another client, and a right code, are not held back; a right code is not counted.
    const elsewhere = { [PEER_ADDRESS_HEADER]: '198.51.100.36' };
    for (let i = 0; i < 25; i += 1) expect((await graphql(shop.app, BALANCE, { code }, { headers: elsewhere })).errors).toBeUndefined();
  });
});
