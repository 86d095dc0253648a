import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAccountAdapters } from '../../accounts-adapters.js';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import type { Staff } from '../../auth/staff.js';
import { createAdminGiftCards } from '../../services/gift-cards/admin-gift-cards.js';
import { giveBackGiftCards } from '../../services/gift-cards/give-back-gift-cards.js';
import { createRefunds } from '../../services/refunds/refunds.js';
import { issueGiftCards } from '../../services/gift-cards/issue-gift-cards.js';
import { cancelUnpaidOrder } from '../../services/sales/order-cancel.js';
import { createProduct, places } from '../../test/buying.js';
import { BUY_NOW_GUEST, cardGuest, cardOf, GIFT_CARD_100K, GIFT_CARD_25K, ledgerOf } from '../../test/gift-cards.js';
import { racingDatabase, type Reply } from '../../test/racing-shop.js';
import { openShop, PUBLIC_URL, serveOnLoopback, type TestShop } from '../../test/shop.js';
import { verifiedStaff } from '../../test/staff.js';

// Issue 35: a balance never goes below zero and a sale draws and gives back once, raced on PostgreSQL.

describe.skipIf(!racingDatabase)('gift cards under concurrency on PostgreSQL', () => {
  let shop: TestShop;
  let server: Awaited<ReturnType<typeof serveOnLoopback>>;
  let pickup: string;
  let clients = 0;
  const race = {
    get shop() {
      return shop;
    },
    // Over real HTTP (a connection, so a transaction, per request in flight), each request from
    // a shopper of its own behind the trusted proxy: the per-address limit of unknown codes
    // reserves an attempt while a payment is under way, and 50 at once from one address pass it.
    async post(query: string, variables: Record<string, unknown>): Promise<Reply> {
      clients += 1;
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: new URL(PUBLIC_URL).host, 'x-forwarded-for': `10.35.${clients >> 8}.${clients & 255}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as Reply;
    },
  };

  beforeAll(async () => {
    shop = await openShop(racingDatabase!, { humanCheck: createLocalHumanCheck(() => {}) });
    server = await serveOnLoopback(shop.appWith({ accounts: { ...localAccountAdapters(shop.db, PUBLIC_URL), trustedProxies: ['127.0.0.1'] } }));
    pickup = (await places(shop.db)).pickup;
  });
  afterAll(async () => {
    await server?.close();
    await shop?.close();
  });

  const buy = (productId: number, giftCards: string[] = [], extra: Record<string, unknown> = {}) =>
    race.post(BUY_NOW_GUEST, { id: String(productId), quantity: 1, method: 'cash', selling_point: pickup, guest: cardGuest(), giftCards, ...extra });

  async function cardsBought(productId: number, quantity = 1) {
    const reply = await race.post(BUY_NOW_GUEST, { id: String(productId), quantity, method: 'cash', selling_point: pickup, guest: cardGuest() });
    expect(reply.errors).toBeUndefined();
    return issueGiftCards(race.shop.db, { kind: 'order', id: Number((reply.data!.buyNowGuest as { id: string }).id) });
  }

  it('pays exactly 10 of 50 parallel sales of 10,000 IQD with one 100,000 IQD card, twice over', async () => {
    for (let round = 0; round < 2; round += 1) {
      const [card] = await cardsBought(GIFT_CARD_100K);
      const products = await Promise.all(Array.from({ length: 50 }, () => createProduct(race.shop.db, { stock: 1, price: 10_000 })));
      const replies = await Promise.all(products.map((product) => buy(product.id, [card!.code])));
      expect(replies.filter((reply) => !reply.errors)).toHaveLength(10);
      expect(new Set(replies.filter((reply) => reply.errors).map((reply) => reply.errors![0]!.message))).toEqual(new Set(['giftcard.empty']));
      expect(await cardOf(race.shop.db, card!.id)).toMatchObject({ balance: 0, amount: 100_000 });
      expect((await ledgerOf(race.shop.db, card!.id)).filter((row) => row.entry === 'drawn').reduce((sum, row) => sum + row.amount, 0)).toBe(-100_000);
    }
  });

  it('never deadlocks on sales naming the same cards in different orders', async () => {
    const [first, second] = await cardsBought(GIFT_CARD_100K, 2);
    const products = await Promise.all(Array.from({ length: 40 }, () => createProduct(race.shop.db, { stock: 1, price: 7000 })));
    const replies = await Promise.all(products.map((product, n) => buy(product.id, n % 2 ? [first!.code, second!.code] : [second!.code, first!.code])));
    for (const reply of replies.filter((item) => item.errors)) expect(reply.errors![0]!.message).toBe('giftcard.empty');
    // A card named when it has nothing left is refused, so which sale takes the last dinars
    // depends on the race; what is paid and what is left always add up to the two cards.
    const placed = replies.filter((reply) => !reply.errors).map((reply) => Number((reply.data!.buyNowGuest as { id: string }).id));
    expect(placed.length).toBeGreaterThanOrEqual(28);
    const paid = await race.shop.db.selectFrom('orders').select(['gift_card_paid', 'total']).where('id', 'in', placed).execute();
    const left = (await cardOf(race.shop.db, first!.id)).balance + (await cardOf(race.shop.db, second!.id)).balance;
    expect(paid.reduce((sum, order) => sum + order.gift_card_paid, 0) + left).toBe(200_000);
    expect(paid.every((order) => order.gift_card_paid + order.total === 7000)).toBe(true);
    expect(left).toBeLessThan(7000);
  });

  it('gives a card-paid sale back once to parallel cancels', async () => {
    const [card] = await cardsBought(GIFT_CARD_25K);
    const product = await createProduct(race.shop.db, { stock: 5, price: 30_000 });
    const reply = await buy(product.id, [card!.code]);
    const orderId = Number((reply.data!.buyNowGuest as { id: string }).id);
    expect((await cardOf(race.shop.db, card!.id)).balance).toBe(0);
    const cancels = await Promise.all(Array.from({ length: 20 }, () => cancelUnpaidOrder(race.shop.db, orderId)));
    expect(cancels.filter(Boolean)).toHaveLength(1);
    const givebacks = await Promise.all(Array.from({ length: 20 }, () => giveBackGiftCards(race.shop.db, { kind: 'order', id: orderId })));
    expect(givebacks.every((given) => given === 0)).toBe(true);
    expect((await cardOf(race.shop.db, card!.id)).balance).toBe(25_000);
    expect((await ledgerOf(race.shop.db, card!.id)).map((row) => row.entry)).toEqual(['issued', 'drawn', 'given_back']);
  });

  it('gives a wholly card-paid sale back once to parallel give-backs', async () => {
    const [card] = await cardsBought(GIFT_CARD_25K);
    const product = await createProduct(race.shop.db, { stock: 5, price: 20_000 });
    const reply = await buy(product.id, [card!.code]);
    const orderId = Number((reply.data!.buyNowGuest as { id: string }).id);
    const given = await Promise.all(Array.from({ length: 20 }, () => giveBackGiftCards(race.shop.db, { kind: 'order', id: orderId })));
    expect(given.filter((amount) => amount > 0)).toEqual([20_000]);
    expect((await cardOf(race.shop.db, card!.id)).balance).toBe(25_000);
  });

  it('draws once for parallel retries of a sale with the same key', async () => {
    const [card] = await cardsBought(GIFT_CARD_100K);
    const product = await createProduct(race.shop.db, { stock: 5, price: 15_000 });
    const guest = cardGuest();
    const replies = await Promise.all(Array.from({ length: 10 }, () => buy(product.id, [card!.code], { guest, idempotencyKey: `race-${card!.id}` })));
    expect(replies.filter((reply) => reply.errors)).toEqual([]);
    expect(new Set(replies.map((reply) => (reply.data!.buyNowGuest as { id: string }).id)).size).toBe(1);
    expect((await cardOf(race.shop.db, card!.id)).balance).toBe(85_000);
    expect((await ledgerOf(race.shop.db, card!.id)).filter((row) => row.entry === 'drawn')).toHaveLength(1);
  });

  it('issues the cards of a sale once to parallel calls', async () => {
    const reply = await race.post(BUY_NOW_GUEST, { id: String(GIFT_CARD_25K), quantity: 4, method: 'cash', selling_point: pickup, guest: cardGuest() });
    const sale = { kind: 'order' as const, id: Number((reply.data!.buyNowGuest as { id: string }).id) };
    const issued = await Promise.all(Array.from({ length: 10 }, () => issueGiftCards(race.shop.db, sale).catch((error: unknown) => error)));
    const cards = issued.flatMap((answer) => (Array.isArray(answer) ? answer : []));
    expect(cards).toHaveLength(4);
    expect(
      Number(
        (
          await race.shop.db
            .selectFrom('gift_cards')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('sale_id', '=', sale.id)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(4);
  });

  // Issue 35 item 3: the owner's adjustments and voids take the row lock the draws take.
  const ownerChanging = async () => {
    const owner = await verifiedStaff(race.shop, 'owner');
    return { cards: createAdminGiftCards(race.shop.db), actor: { staff: { user_id: owner.userId } as Staff, address: '127.0.0.1' } };
  };
  const ledgerSum = async (id: number) => (await ledgerOf(race.shop.db, id)).reduce((sum, row) => sum + row.amount, 0);

  it('lets parallel staff adjustments and sales share a card, never below zero', async () => {
    const [card] = await cardsBought(GIFT_CARD_100K);
    const { cards, actor } = await ownerChanging();
    const products = await Promise.all(Array.from({ length: 20 }, () => createProduct(race.shop.db, { stock: 1, price: 10_000 })));
    const [sales, adjustments] = await Promise.all([
      Promise.all(products.map((product) => buy(product.id, [card!.code]))),
      Promise.all(
        Array.from({ length: 20 }, () =>
          cards.adjust(actor, card!.id, -10_000, 'race').then(
            () => 'done',
            (error: Error) => error.message,
          ),
        ),
      ),
    ]);
    const sold = sales.filter((reply) => !reply.errors).length;
    expect(sold + adjustments.filter((answer) => answer === 'done').length).toBe(10);
    expect(new Set(adjustments.filter((answer) => answer !== 'done'))).toEqual(new Set(['giftcard.belowZero']));
    expect(await cardOf(race.shop.db, card!.id)).toMatchObject({ balance: 0 });
    expect(await ledgerSum(card!.id)).toBe(0);
  });

  it('voids a card while sales draw from it: what they drew and what the void took add up to the card', async () => {
    const [card] = await cardsBought(GIFT_CARD_100K);
    const { cards, actor } = await ownerChanging();
    const products = await Promise.all(Array.from({ length: 12 }, () => createProduct(race.shop.db, { stock: 1, price: 10_000 })));
    const [sales] = await Promise.all([Promise.all(products.map((product) => buy(product.id, [card!.code]))), cards.void(actor, card!.id, 'stolen')]);
    for (const reply of sales.filter((item) => item.errors)) expect(['giftcard.void', 'giftcard.empty']).toContain(reply.errors![0]!.message);
    const ledger = await ledgerOf(race.shop.db, card!.id);
    const drawn = ledger.filter((row) => row.entry === 'drawn').reduce((sum, row) => sum - row.amount, 0);
    expect(drawn).toBe(sales.filter((reply) => !reply.errors).length * 10_000);
    expect(ledger.find((row) => row.entry === 'voided')!.amount).toBe(drawn - 100_000);
    expect(await cardOf(race.shop.db, card!.id)).toMatchObject({ balance: 0, status: 'void' });
  });

  // Issue 35: refunds give back to the cards first, under the sale's lock and the draws' row locks.
  async function cardPaidSale(price: number) {
    const [card] = await cardsBought(GIFT_CARD_100K);
    const product = await createProduct(race.shop.db, { stock: 5, price });
    const reply = await buy(product.id, [card!.code]);
    const sale = { kind: 'order' as const, id: Number((reply.data!.buyNowGuest as { id: string }).id) };
    await race.shop.db.updateTable('orders').set({ paid: true, status: 'completed' }).where('id', '=', sale.id).execute();
    return { card: card!, sale };
  }

  it('never gives back more than was drawn to parallel refunds of a card-paid sale', async () => {
    const { actor } = await ownerChanging();
    const refunds = createRefunds(race.shop.db, {});
    const whole = await cardPaidSale(30_000);
    const wholes = await Promise.all(
      Array.from({ length: 10 }, () =>
        refunds.record(actor, whole.sale, { amount: 30_000, reason: 'race', method: 'cash' }).then(
          () => 'done',
          (error: Error) => error.message,
        ),
      ),
    );
    expect(wholes.filter((answer) => answer === 'done')).toHaveLength(1);
    expect(new Set(wholes.filter((answer) => answer !== 'done'))).toEqual(new Set(['refund.tooMuch']));
    expect(await cardOf(race.shop.db, whole.card.id)).toMatchObject({ balance: 100_000 });

    const parts = await cardPaidSale(30_000);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        refunds.record(actor, parts.sale, { amount: 4000, reason: 'race', method: 'cash' }).then(
          () => 4000,
          () => 0,
        ),
      ),
      ...Array.from({ length: 5 }, () => giveBackGiftCards(race.shop.db, parts.sale)),
    ]);
    const given = (await ledgerOf(race.shop.db, parts.card.id)).filter((row) => row.entry === 'given_back' && row.sale_id === parts.sale.id).reduce((sum, row) => sum + row.amount, 0);
    expect(given).toBe(30_000);
    expect(answers.reduce((sum, amount) => sum + amount, 0)).toBe(30_000);
    expect(await cardOf(race.shop.db, parts.card.id)).toMatchObject({ balance: 100_000 });
    expect(await ledgerSum(parts.card.id)).toBe(100_000);
  });
});
