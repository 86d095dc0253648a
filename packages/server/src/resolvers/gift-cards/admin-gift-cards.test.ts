import { describe, expect, it } from 'vitest';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { createProduct } from '../../test/buying.js';
import { testDatabases } from '../../test/databases.js';
import { BUY_NOW_GUEST, cardGuest, cardOf, GIFT_CARD_100K, GIFT_CARD_25K, giftCardsBought, ledgerOf } from '../../test/gift-cards.js';
import { backOfficeSuite } from '../../test/staff.js';
import { graphql, PUBLIC_URL } from '../../test/shop.js';

// Issue 35 item 3: staff find cards and read their ledgers; the owner adjusts and voids them, audited.

const CARD = `id last4 amount balance status saleKind saleId buyer { name email phone }
  ledger { entry amount saleKind saleId staff reason } audit { action note before after staff }`;
const LIST = `query L($search: String, $page: Int, $first: Int) { adminGiftCards(search: $search, page: $page, first: $first) {
  items { id last4 balance } pageInfo { current pages total } } }`;
const ONE = `query C($id: ID!) { adminGiftCard(id: $id) { ${CARD} } }`;
const ADJUST = `mutation A($id: ID!, $amount: Int!, $reason: String!) { adminAdjustGiftCard(id: $id, amount: $amount, reason: $reason) { ${CARD} } }`;
const MONEY = `query D($period: String!) { adminDashboard(period: $period) { money { giftCardsSold giftCardsDrawn giftCardsOwed } } }`;
const VOID = `mutation V($id: ID!, $reason: String!) { adminVoidGiftCard(id: $id, reason: $reason) { ${CARD} } }`;

describe.each(testDatabases())('gift cards in the back office on $name', (database) => {
  const suite = backOfficeSuite(database, { humanCheck: createLocalHumanCheck(() => {}) });

  const asOwner = (query: string, variables: Record<string, unknown>) => graphql(suite.shop.app, query, variables, { headers: suite.owner.headers });

  /** A 25,000 IQD card that paid 10,000 of an order: the card, its code and both orders. */
  async function drawnCard() {
    const bought = await giftCardsBought(suite.shop, suite.pickup, 1, GIFT_CARD_25K);
    const product = await createProduct(suite.shop.db, { stock: 5, price: 10_000 });
    const reply = await graphql(suite.shop.app, BUY_NOW_GUEST, { id: String(product.id), quantity: 1, method: 'cash', selling_point: suite.pickup, guest: cardGuest(), giftCards: bought.codes });
    expect(reply.errors).toBeUndefined();
    return { card: bought.cards[0]!, code: bought.codes[0]!, boughtBy: bought.orderId, paidFor: Number(reply.data!.buyNowGuest.id) };
  }

  it('lists cards newest first, paged, and finds one by its last 4, its buyer or an order', async () => {
    const older = await drawnCard();
    const newer = await drawnCard();
    const page = (await asOwner(LIST, { first: 1 })).data!.adminGiftCards;
    expect(page.items).toEqual([{ id: String(newer.card.id), last4: newer.code.slice(-4), balance: 15_000 }]);
    expect(page.pageInfo.total).toBeGreaterThanOrEqual(2);
    const found = async (search: string) => (await asOwner(LIST, { search })).data!.adminGiftCards.items.map((item: { id: string }) => Number(item.id));
    expect(await found(older.code.slice(-4).toLowerCase())).toContain(older.card.id);
    const buyer = await suite.shop.db.selectFrom('orders').select(['guest_email', 'guest_phone']).where('id', '=', older.boughtBy).executeTakeFirstOrThrow();
    expect(await found(buyer.guest_email!)).toEqual([older.card.id]);
    expect(await found(buyer.guest_phone!.replace('+964', '0'))).toEqual([older.card.id]);
    expect(await found(String(older.boughtBy))).toContain(older.card.id);
    expect(await found(String(older.paidFor))).toContain(older.card.id);
    expect(await found(String(older.paidFor))).not.toContain(newer.card.id);
  });

  it('shows a card’s ledger: issued by its sale, drawn by the order it paid', async () => {
    const { card, boughtBy, paidFor } = await drawnCard();
    const shown = (await asOwner(ONE, { id: String(card.id) })).data!.adminGiftCard;
    expect(shown).toMatchObject({ amount: 25_000, balance: 15_000, status: 'active', saleKind: 'order', saleId: String(boughtBy) });
    expect(shown.buyer.email).toMatch(/^card-buyer/);
    expect(shown.ledger).toEqual([
      { entry: 'issued', amount: 25_000, saleKind: 'order', saleId: String(boughtBy), staff: null, reason: null },
      { entry: 'drawn', amount: -10_000, saleKind: 'order', saleId: String(paidFor), staff: null, reason: null },
    ]);
    expect((await asOwner(ONE, { id: '999999' })).data!.adminGiftCard).toBeNull();
  });

  it('adjusts a balance up and down with a reason, never below zero, in the ledger and the audit', async () => {
    const { card } = await drawnCard();
    const up = await asOwner(ADJUST, { id: String(card.id), amount: 5000, reason: ' goodwill for a late order ' });
    expect(up.errors).toBeUndefined();
    expect(up.data!.adminAdjustGiftCard.balance).toBe(20_000);
    const down = (await asOwner(ADJUST, { id: String(card.id), amount: -20_000, reason: 'sold in error' })).data!.adminAdjustGiftCard;
    expect(down.balance).toBe(0);
    expect(down.ledger.slice(-2)).toEqual([
      { entry: 'adjusted', amount: 5000, saleKind: null, saleId: null, staff: suite.owner.email, reason: 'goodwill for a late order' },
      { entry: 'adjusted', amount: -20_000, saleKind: null, saleId: null, staff: suite.owner.email, reason: 'sold in error' },
    ]);
    expect(down.audit.map((row: { action: string; note: string; before: string; after: string }) => [row.action, row.note, JSON.parse(row.before).balance, JSON.parse(row.after).balance])).toEqual([
      ['giftcard.adjust', 'goodwill for a late order', 15_000, 20_000],
      ['giftcard.adjust', 'sold in error', 20_000, 0],
    ]);
    const below = await asOwner(ADJUST, { id: String(card.id), amount: -1, reason: 'one too many' });
    expect(below.errors![0]).toMatchObject({ message: 'giftcard.belowZero', extensions: { balance: 0 } });
    for (const [amount, reason, key] of [
      [0, 'x', 'input.amount.invalid'],
      [100, '   ', 'input.reason.required'],
    ] as const) {
      const refused = await asOwner(ADJUST, { id: String(card.id), amount, reason });
      expect(refused.errors![0]!.extensions!.validation).toHaveProperty(key.split('.')[1]!);
    }
    expect(await cardOf(suite.shop.db, card.id)).toMatchObject({ balance: 0, status: 'active' });
    expect((await ledgerOf(suite.shop.db, card.id)).map((row) => row.entry)).toEqual(['issued', 'drawn', 'adjusted', 'adjusted']);
  });

  it('voids a card: its balance to 0 in a voided entry, audited, and nothing draws from it or changes it again', async () => {
    const { card, code } = await drawnCard();
    const voided = (await asOwner(VOID, { id: String(card.id), reason: 'reported stolen' })).data!.adminVoidGiftCard;
    expect(voided).toMatchObject({ balance: 0, status: 'void' });
    expect(voided.ledger.at(-1)).toEqual({ entry: 'voided', amount: -15_000, saleKind: null, saleId: null, staff: suite.owner.email, reason: 'reported stolen' });
    expect(voided.audit).toEqual([expect.objectContaining({ action: 'giftcard.void', note: 'reported stolen', staff: suite.owner.email })]);
    expect(JSON.parse(voided.audit[0].before)).toEqual({ balance: 15_000, status: 'active' });
    expect((await asOwner(VOID, { id: String(card.id), reason: 'again' })).errors![0]!.message).toBe('giftcard.void');
    expect((await asOwner(ADJUST, { id: String(card.id), amount: 100, reason: 'revive' })).errors![0]!.message).toBe('giftcard.void');
    const product = await createProduct(suite.shop.db, { stock: 5, price: 1000 });
    const spend = await graphql(suite.shop.app, BUY_NOW_GUEST, { id: String(product.id), quantity: 1, method: 'cash', selling_point: suite.pickup, guest: cardGuest(), giftCards: [code] });
    expect(spend.errors![0]!.message).toBe('giftcard.void');
    expect((await asOwner(VOID, { id: '999999', reason: 'none' })).errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('lets staff who are not the owner find and read cards but not change them', async () => {
    const { card } = await drawnCard();
    expect((await graphql(suite.shop.app, ONE, { id: String(card.id) }, { headers: suite.staff.headers })).data!.adminGiftCard.balance).toBe(15_000);
    for (const [query, variables] of [
      [ADJUST, { id: String(card.id), amount: 1000, reason: 'x' }],
      [VOID, { id: String(card.id), reason: 'x' }],
    ] as const) {
      const reply = await graphql(suite.shop.app, query, variables, { headers: suite.staff.headers });
      expect(reply.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'role' });
    }
    expect(await cardOf(suite.shop.db, card.id)).toMatchObject({ balance: 15_000, status: 'active' });
  });

  it('downloads the cards the search finds as CSV, recorded in the staff member’s audit trail', async () => {
    const { card, code } = await drawnCard();
    const get = (path: string, headers: Record<string, string>) => suite.shop.app.fetch(new Request(`${PUBLIC_URL}${path}`, { headers }));
    const response = await get(`/admin/csv/gift-cards?search=${code.slice(-4)}`, suite.staff.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="gift-cards.csv"');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('card,last4,issued,amount,balance,status,buyer,email,phone,sale,recipient');
    expect(lines.find((line) => line.startsWith(`${card.id},`))).toMatch(new RegExp(`^${card.id},"${code.slice(-4)}","[^"]+",25000,15000,"active","Card Buyer`));
    const exported = await suite.shop.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('subject_type', '=', 'staff')
      .where('subject_id', '=', suite.staff.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(exported).toMatchObject({ action: 'csv.export', after: { file: 'gift-cards.csv' } });
    expect((await get('/admin/csv/gift-cards', {})).status).toBe(403);
  });

  const money = async (period: string, who = suite.owner) => (await graphql(suite.shop.app, MONEY, { period }, { headers: who.headers })).data!.adminDashboard.money;

  // Issue 35 item 2: the owner's dashboard shows cards sold and drawn in the period and what live
  // cards still hold; staff who are not the owner see none of it.
  it('the dashboard counts cards sold and drawn in the period and the balance live cards still hold', async () => {
    const before = { today: await money('today'), last30: await money('last30') };
    const [spent] = (await giftCardsBought(suite.shop, suite.pickup, 1, GIFT_CARD_100K)).cards;
    const [voided] = (await giftCardsBought(suite.shop, suite.pickup, 1, GIFT_CARD_25K)).cards;
    const [old] = (await giftCardsBought(suite.shop, suite.pickup, 1, GIFT_CARD_25K)).cards;
    // Issued 40 days ago: out of every period, still owed to its holder.
    await suite.shop.db
      .updateTable('gift_card_ledger')
      .set({ created_at: new Date(Date.now() - 40 * 86_400_000) })
      .where('card_id', '=', old!.id)
      .execute();
    const product = await createProduct(suite.shop.db, { stock: 5, price: 10_000 });
    expect((await graphql(suite.shop.app, BUY_NOW_GUEST, { id: String(product.id), quantity: 1, method: 'cash', selling_point: suite.pickup, guest: cardGuest(), giftCards: [spent!.code] })).errors).toBeUndefined();
    expect((await graphql(suite.shop.app, VOID, { id: String(voided!.id), reason: 'lost' }, { headers: suite.owner.headers })).data!.adminVoidGiftCard.status).toBe('void');

    for (const period of ['today', 'last30'] as const) {
      const after = await money(period);
      expect(after.giftCardsSold - before[period].giftCardsSold).toBe(125_000);
      expect(after.giftCardsDrawn - before[period].giftCardsDrawn).toBe(10_000);
      expect(after.giftCardsOwed - before[period].giftCardsOwed).toBe(90_000 + 25_000);
    }
    const total = await suite.shop.db
      .selectFrom('gift_cards')
      .select((eb) => eb.fn.sum<string>('balance').as('owed'))
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    expect((await money('last7')).giftCardsOwed).toBe(Number(total.owed));
    expect(await money('today', suite.staff)).toBeNull();
  });
});
