import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/buying.js';
import { testDatabases } from '../../test/databases.js';
import { BUY_NOW_GUEST, cardGuest, GIFT_CARD_100K, GIFT_CARD_25K, giftCardBackOffice, giftCardsBought } from '../../test/gift-cards.js';
import { graphql, type TestShop } from '../../test/shop.js';
import type { TestStaff } from '../../test/staff.js';

// Issue 35 item 2: the owner's dashboard shows gift cards sold and drawn in the period, and what
// live cards still hold; staff who are not the owner see none of it.

const MONEY = `query D($period: String!) { adminDashboard(period: $period) { money { giftCardsSold giftCardsDrawn giftCardsOwed } } }`;
const VOID = `mutation V($id: ID!) { adminVoidGiftCard(id: $id, reason: "lost") { status } }`;

describe.each(testDatabases())('gift cards on the owner’s dashboard on $name', (database) => {
  let shop: TestShop;
  let owner: TestStaff;
  let staff: TestStaff;
  let pickup: string;

  beforeAll(async () => {
    ({ shop, owner, staff, pickup } = await giftCardBackOffice(database));
  });
  afterAll(() => shop?.close());

  const money = async (period: string, who = owner) => (await graphql(shop.app, MONEY, { period }, { headers: who.headers })).data!.adminDashboard.money;

  it('counts cards sold and drawn in the period and the balance live cards still hold', async () => {
    const before = { today: await money('today'), last30: await money('last30') };
    const [spent] = (await giftCardsBought(shop, pickup, 1, GIFT_CARD_100K)).cards;
    const [voided] = (await giftCardsBought(shop, pickup, 1, GIFT_CARD_25K)).cards;
    const [old] = (await giftCardsBought(shop, pickup, 1, GIFT_CARD_25K)).cards;
    // Issued 40 days ago: out of every period, still owed to its holder.
    await shop.db
      .updateTable('gift_card_ledger')
      .set({ created_at: new Date(Date.now() - 40 * 86_400_000) })
      .where('card_id', '=', old!.id)
      .execute();
    const product = await createProduct(shop.db, { stock: 5, price: 10_000 });
    expect((await graphql(shop.app, BUY_NOW_GUEST, { id: String(product.id), quantity: 1, method: 'cash', selling_point: pickup, guest: cardGuest(), giftCards: [spent!.code] })).errors).toBeUndefined();
    expect((await graphql(shop.app, VOID, { id: String(voided!.id) }, { headers: owner.headers })).data!.adminVoidGiftCard.status).toBe('void');

    for (const period of ['today', 'last30'] as const) {
      const after = await money(period);
      expect(after.giftCardsSold - before[period].giftCardsSold).toBe(125_000);
      expect(after.giftCardsDrawn - before[period].giftCardsDrawn).toBe(10_000);
      expect(after.giftCardsOwed - before[period].giftCardsOwed).toBe(90_000 + 25_000);
    }
    const total = await shop.db
      .selectFrom('gift_cards')
      .select((eb) => eb.fn.sum<string>('balance').as('owed'))
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    expect((await money('last7')).giftCardsOwed).toBe(Number(total.owed));
    expect(await money('today', staff)).toBeNull();
  });
});
