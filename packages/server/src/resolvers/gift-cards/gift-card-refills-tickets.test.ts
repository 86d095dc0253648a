import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../adapters/mail/local-outbox.js';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import type { Staff } from '../../auth/staff.js';
import { createRefunds } from '../../services/refunds/refunds.js';
import { releaseExpiredHolds } from '../../services/sales/hold-sweep.js';
import { places, refillChoice } from '../../test/buying.js';
import { buyTicketWithCards, GUEST_TICKET, placedId, REFILL_GUEST, requestRefillWithCards, TICKET_GUEST } from '../../test/card-sales.js';
import { testDatabases } from '../../test/databases.js';
import { cardOf, GIFT_CARD_25K, giftCardsBought, ledgerOf } from '../../test/gift-cards.js';
import { createTestPayments, type TestPayments } from '../../test/payments.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';
import { verifiedStaff } from '../../test/staff.js';
import { createWorkshop, seatsTaken, type TestWorkshop } from '../../test/tickets.js';

// Issue 35 item 2: refill requests and tickets take gift cards as orders do: drawn in the sale's
// transaction, the rest paid by cash or a provider, none started when the cards pay it all, drawn
// once for a retried key, and given back once when the sale is cancelled, released or refunded.

const MOVE = `mutation M($kind: String!, $id: ID!, $status: String!, $version: Int!) {
  adminMoveRequest(kind: $kind, id: $id, status: $status, version: $version) { status refill { total giftCardPaid } } }`;

describe.each(testDatabases())('paying refill requests and tickets with gift cards on $name', (database) => {
  let shop: TestShop;
  let payments: TestPayments;
  let pickup: string;
  let workshop: TestWorkshop;
  let choice: Awaited<ReturnType<typeof refillChoice>>;

  beforeAll(async () => {
    payments = createTestPayments();
    shop = await openShop(database, { payments, humanCheck: createLocalHumanCheck(() => {}) });
    pickup = (await places(shop.db)).pickup;
    choice = await refillChoice(shop.db);
    // 10,000 IQD a person: a ticket for three is 30,000.
    workshop = await createWorkshop(shop.db, { seats: 200, tiers: [{ min: 1, max: 10, price: 10_000 }] });
  });
  afterAll(() => shop?.close());

  const cardBought = async (productId?: number) => {
    const bought = await giftCardsBought(shop, pickup, 1, productId);
    return { code: bought.codes[0]!, card: bought.cards[0]! };
  };
  const guestTicket = async (uuid: string, email: string) => (await graphql(shop.app, GUEST_TICKET, { uuid, email })).data!.guestTicketByUuid;
  const balanceOf = async (cardId: number) => (await cardOf(shop.db, cardId)).balance;
  const entriesOf = async (cardId: number) => (await ledgerOf(shop.db, cardId)).map((row) => [row.entry, row.amount]);

  it('pays part of a ticket with a card and starts the payment for the rest only', async () => {
    const { code, card } = await cardBought(GIFT_CARD_25K);
    const { reply, guest } = await buyTicketWithCards(shop.app, workshop.tiers[0]!, 3, [code], 'zaincash');
    const id = placedId(reply, 'ticketGuest');
    expect(payments.started.at(-1)).toMatchObject({ kind: 'ticket', id, total: 5000, method: 'zaincash' });
    expect(reply.data!.ticketGuest.token).toBe(`zaincash-${id}-5000`);
    expect(await guestTicket(reply.data!.ticketGuest.uuid, guest.email)).toEqual({ total: 5000, giftCardPaid: 25_000, paid: false, method: 'zaincash', status: 'pending' });
    expect(await balanceOf(card.id)).toBe(0);
  });

  it('takes a refill request the cards pay wholly as paid, with no payment started', async () => {
    const { code, card } = await cardBought();
    expect(choice.unitPrice).toBeLessThan(100_000);
    const startsBefore = payments.started.length;
    const { reply } = await requestRefillWithCards(shop.app, choice, pickup, 1, [code], 'fib');
    const id = placedId(reply, 'refillRequestGuest');
    expect(reply.data!.refillRequestGuest.token).toBeNull();
    expect(payments.started).toHaveLength(startsBefore);
    const row = await shop.db.selectFrom('refill_requests').select(['total', 'gift_card_paid', 'paid']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ total: 0, gift_card_paid: choice.unitPrice, paid: true });
    expect(await balanceOf(card.id)).toBe(100_000 - choice.unitPrice);
  });

  it('draws once for a retried ticket and a retried refill request with the same key', async () => {
    const { code, card } = await cardBought();
    const first = await buyTicketWithCards(shop.app, workshop.tiers[0]!, 2, [code], 'cash', { idempotencyKey: `ticket-cards-${card.id}` });
    const again = await graphql(shop.app, TICKET_GUEST, first.variables);
    expect(again.data!.ticketGuest.id).toBe(first.reply.data!.ticketGuest.id);
    const refill = await requestRefillWithCards(shop.app, choice, pickup, 1, [code], 'cash', { idempotencyKey: `refill-cards-${card.id}` });
    const retries = await Promise.all([graphql(shop.app, REFILL_GUEST, refill.variables), graphql(shop.app, REFILL_GUEST, refill.variables)]);
    expect(retries.map((reply) => reply.data!.refillRequestGuest.id)).toEqual([refill.reply.data!.refillRequestGuest.id, refill.reply.data!.refillRequestGuest.id]);
    expect(await balanceOf(card.id)).toBe(100_000 - 20_000 - choice.unitPrice);
    expect((await ledgerOf(shop.db, card.id)).map((row) => row.entry)).toEqual(['issued', 'drawn', 'drawn']);
  });

  it('gives the cards back when the payment for the rest of a ticket cannot start, and frees its seats', async () => {
    const { code, card } = await cardBought(GIFT_CARD_25K);
    const seats = await seatsTaken(shop.db, workshop.id);
    payments.failing = true;
    try {
      expect((await buyTicketWithCards(shop.app, workshop.tiers[0]!, 4, [code], 'nasspay')).reply.errors![0]!.message).toBe('payment.unavailable');
    } finally {
      payments.failing = false;
    }
    expect(await seatsTaken(shop.db, workshop.id)).toBe(seats);
    expect(await entriesOf(card.id)).toEqual([
      ['issued', 25_000],
      ['drawn', -25_000],
      ['given_back', 25_000],
    ]);
  });

  it('gives a refill request staff turn down back to its cards once', async () => {
    const { code, card } = await cardBought(GIFT_CARD_25K);
    const { reply } = await requestRefillWithCards(shop.app, choice, pickup, 1, [code]);
    const id = placedId(reply, 'refillRequestGuest');
    const owner = await verifiedStaff(shop, 'owner');
    const moved = await graphql(shop.app, MOVE, { kind: 'refill', id: String(id), status: 'rejected', version: 0 }, { headers: owner.headers });
    expect(moved.data!.adminMoveRequest).toEqual({ status: 'rejected', refill: { total: Math.max(0, choice.unitPrice - 25_000), giftCardPaid: Math.min(choice.unitPrice, 25_000) } });
    const again = await graphql(shop.app, MOVE, { kind: 'refill', id: String(id), status: 'cancelled', version: 1 }, { headers: owner.headers });
    expect(again.errors).toBeDefined();
    expect(await balanceOf(card.id)).toBe(25_000);
    expect((await ledgerOf(shop.db, card.id)).filter((row) => row.entry === 'given_back')).toHaveLength(1);
  });

  it('gives a cash ticket whose hold ran out back to its cards once, however often the sweeper runs', async () => {
    const { code, card } = await cardBought(GIFT_CARD_25K);
    const { reply } = await buyTicketWithCards(shop.app, workshop.tiers[0]!, 3, [code]);
    placedId(reply, 'ticketGuest');
    const mailer = createOutboxMailer(shop.db, () => {});
    // Past the hold and past the confirm-or-cancel link's three days.
    const now = new Date(Date.now() + (3 * 24 + 1) * 3_600_000);
    expect(await releaseExpiredHolds(shop.db, { cashHoldHours: 2, mailer, now })).toBeGreaterThanOrEqual(1);
    await releaseExpiredHolds(shop.db, { cashHoldHours: 2, mailer, now });
    expect(await balanceOf(card.id)).toBe(25_000);
    expect(await entriesOf(card.id)).toEqual([
      ['issued', 25_000],
      ['drawn', -25_000],
      ['given_back', 25_000],
    ]);
  });

  it('refunds a ticket the cards paid wholly to its card, up to what it drew', async () => {
    const { code, card } = await cardBought();
    const { reply } = await buyTicketWithCards(shop.app, workshop.tiers[0]!, 2, [code], 'fastpay');
    const sale = { kind: 'ticket' as const, id: placedId(reply, 'ticketGuest') };
    const owner = await verifiedStaff(shop, 'owner');
    const refunds = createRefunds(shop.db, {});
    const actor = { staff: { user_id: owner.userId } as Staff, address: '127.0.0.1' };
    expect(await refunds.summary(sale)).toMatchObject({ received: 20_000, refundable: 20_000 });
    await refunds.record(actor, sale, { amount: 20_000, reason: 'workshop moved', method: 'cash' });
    await expect(refunds.record(actor, sale, { amount: 1000, reason: 'again', method: 'cash' })).rejects.toThrow('refund.tooMuch');
    expect(await balanceOf(card.id)).toBe(100_000);
    expect(await refunds.summary(sale)).toMatchObject({ received: 20_000, refunded: 20_000, refundable: 0, giftCards: 20_000 });
  });
});
