import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardCover, refillTotal, ticketTotal, type GiftCard } from '@candleshop/core';
import { createLocalHumanCheck } from '../../packages/server/src/adapters/human-check/local-human-check.js';
import { places, refillChoice } from '../../packages/server/src/test/buying.js';
import { buyTicketWithCards, GUEST_TICKET, placedId, requestRefillWithCards } from '../../packages/server/src/test/card-sales.js';
import { testDatabases } from '../../packages/server/src/test/databases.js';
import { GIFT_CARD_25K, giftCardsBought } from '../../packages/server/src/test/gift-cards.js';
import { graphql, openShop, type TestShop } from '../../packages/server/src/test/shop.js';
import { createWorkshop, type TestWorkshop } from '../../packages/server/src/test/tickets.js';

// Issue 35: what the refill request form and the ticket form show as left to pay after gift cards
// (core's giftCardCover of the balances the server told, over core's refillTotal or ticketTotal)
// is what the server leaves to pay (the sale's total) once it drew the cards, and what it drew is
// what the widget said the cards pay.

const MATERIALS = `query M { refillContainers { id sizes { id value } } colors { id refill } wicks { id price } }`;
const BALANCE = `query B($code: String!) { giftCardBalance(code: $code) { balance } }`;

interface Materials {
  refillContainers: Array<{ id: string; sizes: Array<{ id: string; value: number }> }>;
  colors: Array<{ id: string; refill: number }>;
  wicks: Array<{ id: string; price: number }>;
}

describe.each(testDatabases())('gift cards: the widget left to pay equals the server total on $name', (database) => {
  let shop: TestShop;
  let pickup: string;
  let workshop: TestWorkshop;
  let choice: Awaited<ReturnType<typeof refillChoice>>;
  let materials: Materials;

  beforeAll(async () => {
    shop = await openShop(database, { humanCheck: createLocalHumanCheck(() => {}) });
    pickup = (await places(shop.db)).pickup;
    choice = await refillChoice(shop.db);
    materials = (await graphql<Materials>(shop.app, MATERIALS)).data!;
    workshop = await createWorkshop(shop.db, { seats: 200, tiers: [{ min: 1, max: 10, price: 10_000 }] });
  });
  afterAll(() => shop?.close());

  // Cards as the widget holds them: each code with the balance the server told (giftCardBalance).
  const cardsOf = async (count: number, productId?: number): Promise<GiftCard[]> => {
    const { codes } = await giftCardsBought(shop, pickup, count, productId);
    return Promise.all(codes.map(async (code) => ({ code, balance: (await graphql<{ giftCardBalance: { balance: number } }>(shop.app, BALANCE, { code })).data!.giftCardBalance.balance })));
  };

  it('for a refill request: one card paying part, two cards paying part, cards paying all', async () => {
    const container = materials.refillContainers.find((item) => item.id === choice.args.container)!;
    const size = container.sizes.find((item) => item.id === choice.args.size)!;
    const color = materials.colors.find((item) => item.id === choice.args.color)!;
    const wick = materials.wicks.find((item) => item.id === choice.args.wick)!;
    const lefts: number[] = [];
    for (const [quantity, count, productId] of [
      [4, 1, GIFT_CARD_25K],
      [9, 2, GIFT_CARD_25K],
      [1, 1, undefined],
    ] as const) {
      const cards = await cardsOf(count, productId);
      const due = refillTotal({ quantity, size: { value: size.value }, color: { refill: color.refill }, wick: { price: wick.price } });
      const shown = giftCardCover(cards, due);
      const { reply } = await requestRefillWithCards(
        shop.app,
        choice,
        pickup,
        quantity,
        cards.map((card) => card.code),
      );
      const id = placedId(reply, 'refillRequestGuest');
      const row = await shop.db.selectFrom('refill_requests').select(['total', 'gift_card_paid']).where('id', '=', id).executeTakeFirstOrThrow();
      expect({ left: row.total, paid: row.gift_card_paid }).toEqual(shown);
      lefts.push(shown.left);
    }
    // Both kinds were shown: cards paying part and cards paying all.
    expect(lefts.some((left) => left > 0) && lefts.includes(0)).toBe(true);
  });

  it('for a ticket: a card paying part, two cards, a card paying all', async () => {
    const tier = workshop.tiers[0]!;
    const lefts: number[] = [];
    for (const [people, count] of [
      [4, 1],
      [7, 2],
      [2, 1],
    ] as const) {
      const cards = await cardsOf(count, GIFT_CARD_25K);
      const shown = giftCardCover(cards, ticketTotal(10_000, people));
      const { reply, guest } = await buyTicketWithCards(
        shop.app,
        tier,
        people,
        cards.map((card) => card.code),
      );
      const ticket = (await graphql(shop.app, GUEST_TICKET, { uuid: reply.data!.ticketGuest.uuid, email: guest.email })).data!.guestTicketByUuid;
      expect({ left: ticket.total, paid: ticket.giftCardPaid }).toEqual(shown);
      expect(ticket.paid).toBe(shown.left === 0);
      lefts.push(shown.left);
    }
    expect(lefts.some((left) => left > 0) && lefts.includes(0)).toBe(true);
  });
});
