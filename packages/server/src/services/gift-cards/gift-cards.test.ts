import { readGiftCardCode } from '@candleshop/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { voidGiftCard } from '../../db/repositories/gift-cards/gift-cards.js';
import { createProduct, places } from '../../test/buying.js';
import { testDatabases } from '../../test/databases.js';
import { BUY_NOW_GUEST, cardGuest, cardOf, GIFT_CARD_25K, giftCardsBought, ledgerOf, unknownCode } from '../../test/gift-cards.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';
import { lastMailTo } from '../../test/accounts.js';
import { cancelUnpaidOrder } from '../sales/order-cancel.js';
import { drawGiftCards } from './draw-gift-cards.js';
import { giftCardHash } from './gift-card-codes.js';
import { giveBackGiftCards } from './give-back-gift-cards.js';
import { issueGiftCards } from './issue-gift-cards.js';

// Issue 35 items 1-2: issuing, drawing and giving back, as the sales will call them.

const BALANCE = `query G($code: String!) { giftCardBalance(code: $code) { amount balance status } }`;

describe.each(testDatabases())('gift cards on $name', (database) => {
  let shop: TestShop;
  let pickup: string;

  beforeAll(async () => {
    shop = await openShop(database, { humanCheck: createLocalHumanCheck(() => {}) });
    pickup = (await places(shop.db)).pickup;
  });
  afterAll(() => shop?.close());

  const draw = (saleId: number, codes: string[], due: number) => shop.db.transaction().execute((trx) => drawGiftCards(trx, { kind: 'order', id: saleId }, codes, due));

  it('issues one card per unit of each gift-card line, for its price, once however often it is asked', async () => {
    const { orderId, cards } = await giftCardsBought(shop, pickup, 3, GIFT_CARD_25K);
    expect(cards).toHaveLength(3);
    expect(new Set(cards.map((card) => card.code)).size).toBe(3);
    expect(cards.map((card) => [card.amount, card.unit])).toEqual([
      [25_000, 1],
      [25_000, 2],
      [25_000, 3],
    ]);
    expect(await issueGiftCards(shop.db, { kind: 'order', id: orderId })).toEqual([]);
    expect(await Promise.all([1, 2].map(() => issueGiftCards(shop.db, { kind: 'order', id: orderId })))).toEqual([[], []]);
    const stored = await shop.db.selectFrom('gift_cards').selectAll().where('sale_id', '=', orderId).execute();
    expect(stored.map((row) => [row.amount, row.balance, row.status, row.last4])).toEqual(cards.map((card) => [25_000, 25_000, 'active', card.code.slice(-4)]));
    // Only the code's hash is kept.
    expect(stored.map((row) => row.code_hash)).toEqual(cards.map((card) => giftCardHash(card.code)));
    expect(JSON.stringify(stored)).not.toContain(cards[0]!.code.slice(0, 9));
    expect(await ledgerOf(shop.db, cards[0]!.id)).toEqual([{ entry: 'issued', amount: 25_000, sale_id: orderId }]);
  });

  it('issues nothing for a sale without gift-card lines', async () => {
    const product = await createProduct(shop.db, { stock: 5, price: 4000 });
    const reply = await graphql(shop.app, BUY_NOW_GUEST, { id: String(product.id), quantity: 1, method: 'cash', selling_point: pickup, guest: cardGuest() });
    expect(await issueGiftCards(shop.db, { kind: 'order', id: Number(reply.data!.buyNowGuest.id) })).toEqual([]);
    expect(await issueGiftCards(shop.db, { kind: 'ticket', id: 1 })).toEqual([]);
  });

  it('draws from the cards in the order named, each up to what is still due, and leaves the rest alone', async () => {
    const {
      cards: [first, second, third],
    } = await giftCardsBought(shop, pickup, 3, GIFT_CARD_25K);
    // Typed as a customer would: lower case, spaces, the same card twice.
    const typed = [second!.code.toLowerCase().replace(/-/g, ' '), first!.code, second!.code, third!.code];
    expect(await draw(900_001, typed, 40_000)).toEqual({
      drawn: 40_000,
      cards: [
        { cardId: second!.id, amount: 25_000 },
        { cardId: first!.id, amount: 15_000 },
      ],
    });
    expect((await cardOf(shop.db, second!.id)).balance).toBe(0);
    expect((await cardOf(shop.db, first!.id)).balance).toBe(10_000);
    expect((await cardOf(shop.db, third!.id)).balance).toBe(25_000);
    expect((await ledgerOf(shop.db, first!.id)).at(-1)).toEqual({ entry: 'drawn', amount: -15_000, sale_id: 900_001 });
    // What is left covers part of the next sale; an empty card named when it is needed is refused.
    expect(await draw(900_002, [first!.code], 30_000)).toEqual({ drawn: 10_000, cards: [{ cardId: first!.id, amount: 10_000 }] });
    await expect(draw(900_003, [first!.code], 5000)).rejects.toMatchObject({ message: 'giftcard.empty', extensions: { card: 0 } });
  });

  it('refuses a mistyped, an unknown and a void card by its place in the list, drawing nothing', async () => {
    const {
      cards: [card, other],
    } = await giftCardsBought(shop, pickup, 2, GIFT_CARD_25K);
    const chars = card!.code.replace(/-/g, '');
    // Two neighbours swapped: the first pair that differs (a random code may repeat a character).
    const at = [...chars].findIndex((char, index) => index >= 5 && chars[index + 1] !== undefined && char !== chars[index + 1]);
    const swapped = chars.slice(0, at) + chars[at + 1] + chars[at] + chars.slice(at + 2);
    await expect(draw(900_010, [card!.code, swapped], 1000)).rejects.toMatchObject({ message: 'giftcard.mistyped', extensions: { card: 1 } });
    await expect(draw(900_010, [card!.code, unknownCode()], 1000)).rejects.toMatchObject({ message: 'giftcard.unknown', extensions: { card: 1 } });
    expect(await voidGiftCard(shop.db, other!.id)).toBe(true);
    await expect(draw(900_010, [card!.code, other!.code], 1000)).rejects.toMatchObject({ message: 'giftcard.void', extensions: { card: 1 } });
    expect((await cardOf(shop.db, card!.id)).balance).toBe(25_000);
    expect((await cardOf(shop.db, other!.id)).balance).toBe(25_000);
    expect(await ledgerOf(shop.db, card!.id)).toHaveLength(1);
  });

  it('gives back what a sale drew once, however often and however parallel it is asked', async () => {
    const {
      cards: [first, second],
    } = await giftCardsBought(shop, pickup, 2, GIFT_CARD_25K);
    await draw(900_020, [first!.code, second!.code], 30_000);
    const given = await Promise.all([1, 2, 3].map(() => giveBackGiftCards(shop.db, { kind: 'order', id: 900_020 })));
    expect(given.sort()).toEqual([0, 0, 30_000]);
    expect(await giveBackGiftCards(shop.db, { kind: 'order', id: 900_020 })).toBe(0);
    expect((await cardOf(shop.db, first!.id)).balance).toBe(25_000);
    expect((await cardOf(shop.db, second!.id)).balance).toBe(25_000);
    expect((await ledgerOf(shop.db, second!.id)).map((row) => [row.entry, row.amount])).toEqual([
      ['issued', 25_000],
      ['drawn', -5000],
      ['given_back', 5000],
    ]);
    expect(await giveBackGiftCards(shop.db, { kind: 'order', id: 900_021 })).toBe(0);
  });

  it("gives a cancelled order's cards back with its stock", async () => {
    const {
      cards: [card],
    } = await giftCardsBought(shop, pickup, 1, GIFT_CARD_25K);
    const product = await createProduct(shop.db, { stock: 5, price: 40_000 });
    const reply = await graphql(shop.app, BUY_NOW_GUEST, {
      id: String(product.id),
      quantity: 1,
      method: 'cash',
      selling_point: pickup,
      guest: cardGuest(),
      giftCards: [card!.code],
    });
    expect(reply.errors).toBeUndefined();
    const orderId = Number(reply.data!.buyNowGuest.id);
    expect((await cardOf(shop.db, card!.id)).balance).toBe(0);
    expect(await cancelUnpaidOrder(shop.db, orderId)).toBe(true);
    expect(await cancelUnpaidOrder(shop.db, orderId)).toBe(false);
    expect((await cardOf(shop.db, card!.id)).balance).toBe(25_000);
  });

  // Issue 35 item 1 as a buyer meets it: a paid order's gift cards arrive by mail, and their codes spend.
  it('issues the cards of an order its payment made paid and mails their codes to the buyer, once', async () => {
    const {
      codes: [paying],
    } = await giftCardsBought(shop, pickup, 1);
    const buyer = { ...cardGuest(), lang: undefined };
    // Two 25,000 IQD cards paid wholly by a 100,000 IQD card: the order is paid as it is placed.
    const reply = await graphql(shop.app, BUY_NOW_GUEST, { id: String(GIFT_CARD_25K), quantity: 2, method: 'cash', selling_point: pickup, guest: buyer, giftCards: [paying] });
    expect(reply.errors).toBeUndefined();
    const mail = await lastMailTo(shop.db, buyer.email);
    expect(mail?.subject).toBe(`Your gift cards from order ${reply.data!.buyNowGuest.id}`);
    const mailed = [...mail!.body.matchAll(/Gift card of 25,000 IQD: (\S+)/g)].map((match) => match[1]!);
    expect(mailed).toHaveLength(2);
    for (const code of mailed) {
      expect(readGiftCardCode(code)).toBe(code);
      // Each card links to its page, the code in the fragment (never sent to a server).
      expect(mail!.body).toContain(`${code}\nSee it, print it or send it to someone: http://shop.test/gift-card#${code}`);
      expect((await graphql(shop.app, BALANCE, { code })).data!.giftCardBalance).toEqual({ amount: 25_000, balance: 25_000, status: 'active' });
    }
    // Dispatched once: the sweep finds nothing left, so no second mail.
    const mails = await shop.db.selectFrom('outbox').select('id').where('recipient', '=', buyer.email).execute();
    expect(mails.map(({ id }) => id)).toEqual([mail!.id]);
  });

  it('issues nothing while a cash order waits to be paid', async () => {
    const buyer = cardGuest();
    const reply = await graphql(shop.app, BUY_NOW_GUEST, { id: String(GIFT_CARD_25K), quantity: 1, method: 'cash', selling_point: pickup, guest: buyer });
    expect(reply.errors).toBeUndefined();
    expect(await shop.db.selectFrom('gift_cards').select('id').where('sale_id', '=', Number(reply.data!.buyNowGuest.id)).execute()).toEqual([]);
  });
});
