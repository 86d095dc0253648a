import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopApp } from '../../app.js';
import { createOutboxMailer } from '../../adapters/mail/local-outbox.js';
import type { ShopPayments } from '../../payments/payments.js';
import { lastMailTo } from '../../test/accounts.js';
import { createProduct, places, stockOf, type TestProduct } from '../../test/buying.js';
import { createCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { sweepingPayments } from '../../test/payment-flows.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';
import { createWorkshop, seatsTaken } from '../../test/tickets.js';
import { readHoldLimits } from './hold-limits.js';
import { releaseExpiredHolds } from './hold-sweep.js';

// SECURITY-REVIEW M4: unpaid cash orders and tickets hold stock and seats only for CASH_HOLD_HOURS
// unless staff accept them, and one customer may hold only so much.

const HOLDS = { cashHoldHours: 2, maxOpenUnpaid: 2, maxUnitsPerProduct: 5 };
const BUY_NOW_GUEST = `mutation B($id: ID!, $quantity: Int!, $city: ID, $address: String, $guest: GuestInput!) {
  buyNowGuest(id: $id, quantity: $quantity, method: "cash", city: $city, address: $address, token: "local-unverified", guest: $guest) { id } }`;
const BUY_NOW = `mutation B($id: ID!, $quantity: Int!, $sp: ID) { buyNow(id: $id, quantity: $quantity, method: "cash", selling_point: $sp) { id } }`;
const TICKET_GUEST = `mutation T($id: ID!, $email: String!) {
  ticketGuest(ticket_id: $id, people: 2, method: "cash", name: "Dilan", email: $email, phone: "07501234000", token: "local-unverified") { id } }`;

describe.each(testDatabases())('cash holds and caps on $name', (database) => {
  let shop: TestShop;
  let app: ShopApp;
  let payments: ShopPayments;
  let product: TestProduct;
  let delivery: { city: string; address: string };
  let guestNumber = 0;
  // Past the hold and past the confirm-or-cancel link's three days (an unanswered link keeps the hold).
  const later = () => new Date(Date.now() + (3 * 24 + 1) * 3_600_000);
  const pastHoldOnly = () => new Date(Date.now() + (HOLDS.cashHoldHours + 1) * 3_600_000);
  const answer = (column: 'order_id' | 'ticket_id', id: string, status: 'confirmed' | 'cancelled') =>
    shop.db.updateTable('sale_confirmations').set({ status, answered_at: new Date() }).where(column, '=', Number(id)).execute();

  beforeAll(async () => {
    shop = await openShop(database);
    app = shop.appWith({ holds: HOLDS });
    const mailer = createOutboxMailer(shop.db, () => {});
    payments = sweepingPayments(shop, (now) => releaseExpiredHolds(shop.db, { cashHoldHours: HOLDS.cashHoldHours, mailer, now }));
    product = await createProduct(shop.db, { stock: 100, price: 10_000 });
    const found = await places(shop.db);
    delivery = { city: found.city, address: 'Street 1' };
  });
  afterAll(() => shop?.close());

  const newGuest = () => {
    guestNumber += 1;
    return { name: 'Rezan', email: `holder${guestNumber}@example.com`, phone: `0750100${String(guestNumber).padStart(4, '0')}` };
  };
  async function guestOrder(guest: { name: string; email: string; phone: string }, quantity = 1, lang = 'en') {
    return graphql(app, BUY_NOW_GUEST, { id: String(product.id), quantity, ...delivery, guest }, { lang });
  }
  const orderRow = (id: string) => shop.db.selectFrom('orders').select(['status', 'cancel_reason']).where('id', '=', Number(id)).executeTakeFirstOrThrow();

  it('an expired cash hold gives its stock back exactly once however often the sweeper runs, and mails the customer in their language', async () => {
    const guest = newGuest();
    const stock = await stockOf(shop.db, product.id);
    const placed = await guestOrder(guest, 3, 'ar');
    expect(placed.errors).toBeUndefined();
    expect(await stockOf(shop.db, product.id)).toBe(stock - 3);
    // Not yet past its hold: nothing moves.
    await payments.sweep();
    expect((await orderRow(placed.data!.buyNowGuest.id)).status).toBe('pending');

    await Promise.all([payments.sweep({ now: later() }), payments.sweep({ now: later() })]);
    await payments.sweep({ now: later() });
    expect(await stockOf(shop.db, product.id)).toBe(stock);
    expect(await orderRow(placed.data!.buyNowGuest.id)).toEqual({ status: 'cancelled', cancel_reason: 'hold.expired' });
    const mail = await lastMailTo(shop.db, guest.email);
    expect(mail?.subject).toContain('تم إلغاء طلبك');
    // One hold mail (the order's confirm-or-cancel link, issue 28 item 1, is the other mail it got).
    expect(await shop.db.selectFrom('outbox').select('id').where('recipient', '=', guest.email).where('subject', 'like', '%تم إلغاء طلبك%').execute()).toHaveLength(1);
  });

  it('staff acceptance keeps the hold', async () => {
    const stock = await stockOf(shop.db, product.id);
    const placed = await guestOrder(newGuest(), 2);
    await shop.db.updateTable('orders').set({ status: 'accepted' }).where('id', '=', Number(placed.data!.buyNowGuest.id)).execute();
    await payments.sweep({ now: later() });
    expect((await orderRow(placed.data!.buyNowGuest.id)).status).toBe('accepted');
    expect(await stockOf(shop.db, product.id)).toBe(stock - 2);
  });

  it('a sale the customer confirmed is never released by the sweeper: the confirm mail promises it is prepared (issue 36 item 1)', async () => {
    const stock = await stockOf(shop.db, product.id);
    const placed = await guestOrder(newGuest(), 1);
    await answer('order_id', placed.data!.buyNowGuest.id, 'confirmed');
    await payments.sweep({ now: new Date(Date.now() + 30 * 86_400_000) });
    expect((await orderRow(placed.data!.buyNowGuest.id)).status).toBe('pending');
    expect(await stockOf(shop.db, product.id)).toBe(stock - 1);
  });

  it('an unanswered sale is held while its link still answers, and released once it has expired', async () => {
    const stock = await stockOf(shop.db, product.id);
    const placed = await guestOrder(newGuest(), 1);
    await payments.sweep({ now: pastHoldOnly() });
    expect((await orderRow(placed.data!.buyNowGuest.id)).status).toBe('pending');
    await payments.sweep({ now: later() });
    expect((await orderRow(placed.data!.buyNowGuest.id)).status).toBe('cancelled');
    expect(await stockOf(shop.db, product.id)).toBe(stock);
  });

  it('a confirmed cash ticket keeps its seats past the hold', async () => {
    const workshop = await createWorkshop(shop.db, { seats: 10, tiers: [{ min: 1, max: 4, price: 5_000 }] });
    const bought = await graphql(app, TICKET_GUEST, { id: String(workshop.tiers[0]), email: 'kept@example.com' });
    expect(bought.errors).toBeUndefined();
    await answer('ticket_id', bought.data!.ticketGuest.id, 'confirmed');
    await payments.sweep({ now: later() });
    expect(await seatsTaken(shop.db, workshop.id)).toBe(2);
  });

  it('an expired cash ticket frees its seats once', async () => {
    const workshop = await createWorkshop(shop.db, { seats: 10, tiers: [{ min: 1, max: 4, price: 5_000 }] });
    const bought = await graphql(app, TICKET_GUEST, { id: String(workshop.tiers[0]), email: 'seat@example.com' });
    expect(bought.errors).toBeUndefined();
    expect(await seatsTaken(shop.db, workshop.id)).toBe(2);
    await payments.sweep({ now: later() });
    await payments.sweep({ now: later() });
    expect(await seatsTaken(shop.db, workshop.id)).toBe(0);
    expect((await lastMailTo(shop.db, 'seat@example.com'))?.subject).toBe(`Your workshop ticket ${bought.data!.ticketGuest.id} was cancelled`);
  });

  it('caps a guest’s open unpaid orders (by email or phone) and units of a product', async () => {
    const guest = newGuest();
    expect((await guestOrder(guest, 5)).errors).toBeUndefined();
    const tooMany = await guestOrder(guest, 1);
    expect(tooMany.errors?.[0]).toMatchObject({ message: 'order.unitLimit', extensions: { productId: String(product.id), limit: 5 } });
    const other = await createProduct(shop.db, { stock: 10, price: 1_000 });
    expect((await graphql(app, BUY_NOW_GUEST, { id: String(other.id), quantity: 1, ...delivery, guest })).errors).toBeUndefined();
    // The same phone under another email is the same guest.
    const third = await graphql(app, BUY_NOW_GUEST, { id: String(other.id), quantity: 1, ...delivery, guest: { ...guest, email: 'another@example.com' } });
    expect(third.errors?.[0]).toMatchObject({ message: 'order.openLimit', extensions: { limit: 2 } });
  });

  it('caps a customer’s open unpaid orders, also when they come in parallel', async () => {
    const customer = await createCustomer(shop.db, { phone: '07509990001' });
    const { pickup } = await places(shop.db);
    const replies = await Promise.all([1, 2, 3, 4].map(() => graphql(app, BUY_NOW, { id: String(product.id), quantity: 1, sp: pickup }, { headers: customer.headers })));
    expect(replies.filter((reply) => !reply.errors)).toHaveLength(2);
    expect(replies.filter((reply) => reply.errors?.[0]?.message === 'order.openLimit')).toHaveLength(2);
  });

  it('reads its settings with defaults and refuses nonsense', () => {
    expect(readHoldLimits({})).toEqual({ cashHoldHours: 48, maxOpenUnpaid: 5, maxUnitsPerProduct: 20, waitlistHoldHours: 24 });
    expect(readHoldLimits({ CASH_HOLD_HOURS: '6', MAX_OPEN_UNPAID_ORDERS: '', MAX_UNITS_PER_PRODUCT: '50', WAITLIST_HOLD_HOURS: '2' })).toEqual({
      cashHoldHours: 6,
      maxOpenUnpaid: 5,
      maxUnitsPerProduct: 50,
      waitlistHoldHours: 2,
    });
    expect(() => readHoldLimits({ CASH_HOLD_HOURS: '0' })).toThrow('CASH_HOLD_HOURS must be a whole number from 1 to 8760');
    expect(() => readHoldLimits({ MAX_UNITS_PER_PRODUCT: 'lots' })).toThrow('MAX_UNITS_PER_PRODUCT must be a whole number from 1 to 1000, got "lots"');
    expect(() => readHoldLimits({ WAITLIST_HOLD_HOURS: '721' })).toThrow('WAITLIST_HOLD_HOURS must be a whole number from 1 to 720');
    expect(() => readHoldLimits({ WAITLIST_HOLD_HOURS: '1.5' })).toThrow('WAITLIST_HOLD_HOURS must be a whole number from 1 to 720, got "1.5"');
  });
});
