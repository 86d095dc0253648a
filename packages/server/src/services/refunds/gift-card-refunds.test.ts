import { describe, expect, it } from 'vitest';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { createProduct } from '../../test/buying.js';
import { testDatabases } from '../../test/databases.js';
import { BUY_NOW_GUEST, cardGuest, cardOf, GIFT_CARD_100K, GIFT_CARD_25K, giftCardsBought } from '../../test/gift-cards.js';
import { graphql } from '../../test/shop.js';
import { backOfficeSuite } from '../../test/staff.js';
import { giveBackGiftCards } from '../gift-cards/give-back-gift-cards.js';

// Issue 35: a refund of a sale gift cards paid gives back to the cards first, up to what they
// paid and have not had back, and only the rest in cash or through the provider; never more than
// the cards drew, whatever refunds and cancels follow.

const REFUND = `mutation R($id: ID!, $amount: Int!, $reason: String!, $method: String!) {
  adminRefund(kind: "order", id: $id, amount: $amount, reason: $reason, method: $method) { received refunded refundable giftCards items { amount method } } }`;

describe.each(testDatabases())('refunds of sales gift cards paid on $name', (database) => {
  const suite = backOfficeSuite(database, { humanCheck: createLocalHumanCheck(() => {}) });

  /** A 30,000 IQD order paid with a card of `cardProduct` (the rest in cash), completed and paid: the order and the card. */
  async function paidWithCard(cardProduct: number) {
    const {
      cards: [card],
      codes,
    } = await giftCardsBought(suite.shop, suite.pickup, 1, cardProduct);
    const product = await createProduct(suite.shop.db, { stock: 5, price: 30_000 });
    const reply = await graphql(suite.shop.app, BUY_NOW_GUEST, { id: String(product.id), quantity: 1, method: 'cash', selling_point: suite.pickup, guest: cardGuest(), giftCards: codes });
    expect(reply.errors).toBeUndefined();
    const id = Number(reply.data!.buyNowGuest.id);
    await suite.shop.db.updateTable('orders').set({ paid: true, status: 'completed' }).where('id', '=', id).execute();
    return { id, card: card! };
  }
  const refund = (id: number, amount: number, method: 'cash' | 'provider' = 'cash', reason = 'Arrived broken') =>
    graphql(suite.shop.app, REFUND, { id: String(id), amount, reason, method }, { headers: suite.owner.headers });
  const givenBackRows = (cardId: number) =>
    suite.shop.db.selectFrom('gift_card_ledger').select(['amount', 'staff_user_id', 'reason']).where('card_id', '=', cardId).where('entry', '=', 'given_back').orderBy('id').execute();

  it('gives a wholly card-paid sale back to its card, in parts, with no provider, and never past what it drew', async () => {
    const { id, card } = await paidWithCard(GIFT_CARD_100K);
    const first = await refund(id, 10_000);
    expect(first.errors).toBeUndefined();
    expect(first.data!.adminRefund).toEqual({ received: 30_000, refunded: 10_000, refundable: 20_000, giftCards: 10_000, items: [] });
    expect(await cardOf(suite.shop.db, card.id)).toMatchObject({ balance: 80_000 });
    // Through the provider is asked for nothing: the cards take it all.
    expect((await refund(id, 15_000, 'provider', 'Second candle broken')).data!.adminRefund).toMatchObject({ refunded: 25_000, refundable: 5000, giftCards: 25_000 });
    expect((await refund(id, 5001)).errors![0]).toMatchObject({ message: 'refund.tooMuch', extensions: { refundable: 5000 } });
    expect(await givenBackRows(card.id)).toEqual([
      { amount: 10_000, staff_user_id: suite.owner.userId, reason: 'Arrived broken' },
      { amount: 15_000, staff_user_id: suite.owner.userId, reason: 'Second candle broken' },
    ]);
    // A cancel's give-back after them gives only what is left.
    expect(await giveBackGiftCards(suite.shop.db, { kind: 'order', id })).toBe(5000);
    expect(await giveBackGiftCards(suite.shop.db, { kind: 'order', id })).toBe(0);
    expect(await cardOf(suite.shop.db, card.id)).toMatchObject({ balance: 100_000 });
    expect((await refund(id, 1)).errors![0]).toMatchObject({ message: 'refund.tooMuch', extensions: { refundable: 0 } });
  });

  it('gives back to the card first, up to what it paid, and the rest by the way the rest was paid', async () => {
    const { id, card } = await paidWithCard(GIFT_CARD_25K);
    const reply = await refund(id, 27_000);
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.adminRefund).toEqual({ received: 30_000, refunded: 27_000, refundable: 3000, giftCards: 25_000, items: [{ amount: 2000, method: 'cash' }] });
    expect(await cardOf(suite.shop.db, card.id)).toMatchObject({ balance: 25_000 });
    const audit = await suite.shop.db.selectFrom('audit_log').select(['action', 'after']).where('subject_type', '=', 'order').where('subject_id', '=', id).execute();
    expect(audit).toEqual([{ action: 'refund', after: { refunded: 27_000, amount: 2000, method: 'cash', giftCards: 25_000 } }]);
  });

  it('counts what cards paid of a sale not paid yet as nothing to refund (a cancel gives it back)', async () => {
    const {
      cards: [card],
      codes,
    } = await giftCardsBought(suite.shop, suite.pickup, 1, GIFT_CARD_25K);
    const product = await createProduct(suite.shop.db, { stock: 5, price: 30_000 });
    const id = Number((await graphql(suite.shop.app, BUY_NOW_GUEST, { id: String(product.id), quantity: 1, method: 'cash', selling_point: suite.pickup, guest: cardGuest(), giftCards: codes })).data!.buyNowGuest.id);
    expect((await refund(id, 1000)).errors![0]).toMatchObject({ message: 'refund.tooMuch', extensions: { refundable: 0 } });
    expect(await cardOf(suite.shop.db, card!.id)).toMatchObject({ balance: 0 });
  });
});
