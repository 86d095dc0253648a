import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopApp } from '../../app.js';
import { HUMAN } from '../../test/accounts.js';
import { createProduct, places, refillChoice, type TestProduct } from '../../test/buying.js';
import { createCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';
import { createWorkshop } from '../../test/tickets.js';
import { DEFAULT_HOLD_LIMITS } from './hold-limits.js';

// SECURITY-REVIEW-2 N3, N11, SECURITY-REVIEW L3 and M4: an unverified account buys past the human
// check as a guest does; unpaid refill requests count in the caps; one phone is one customer.

const BUY_NOW = `mutation B($id: ID!, $sp: ID, $token: String) { buyNow(id: $id, quantity: 1, method: "cash", selling_point: $sp, token: $token) { id } }`;
const BUY_NOW_GUEST = `mutation B($id: ID!, $sp: ID, $guest: GuestInput!) {
  buyNowGuest(id: $id, quantity: 1, method: "cash", selling_point: $sp, token: "local-unverified", guest: $guest) { id } }`;
const REFILL = `mutation R($container: ID!, $wick: ID!, $size: ID!, $color: ID!, $scent: ID!, $sp: ID, $token: String) {
  refillRequest(container: $container, wick: $wick, size: $size, color: $color, scent: $scent, method: "cash", selling_point: $sp, token: $token) { id } }`;
const TICKET = `mutation T($ticket: ID!, $token: String) { ticket(ticket: $ticket, people: 1, method: "cash", token: $token) { id } }`;

describe.each(testDatabases())('unverified accounts and unpaid caps on $name', (database) => {
  let shop: TestShop;
  let app: ShopApp;
  let product: TestProduct;
  let pickup: string;
  let refill: Awaited<ReturnType<typeof refillChoice>>['args'];
  let phones = 0;
  const newPhone = () => `0780300${String((phones += 1)).padStart(4, '0')}`;

  beforeAll(async () => {
    shop = await openShop(database);
    app = shop.appWith({ holds: DEFAULT_HOLD_LIMITS });
    product = await createProduct(shop.db, { stock: 1000, price: 1_000 });
    pickup = (await places(shop.db)).pickup;
    refill = (await refillChoice(shop.db)).args;
  });
  afterAll(() => shop?.close());

  const as = (headers: { cookie: string }) => ({ headers });

  it('refuses a pending account’s sale without a human check, of every kind, and takes it with one', async () => {
    const pending = await createCustomer(shop.db, { status: 'pending', phone: newPhone() });
    const workshop = await createWorkshop(shop.db, { seats: 10, tiers: [{ min: 1, max: 2, price: 5_000 }] });
    const sales: Array<[string, Record<string, unknown>]> = [
      [BUY_NOW, { id: String(product.id), sp: pickup }],
      [REFILL, { ...refill, sp: pickup }],
      [TICKET, { ticket: String(workshop.tiers[0]) }],
    ];
    for (const [mutation, variables] of sales) {
      for (const token of [null, 'forged']) {
        const refused = await graphql(app, mutation, { ...variables, token }, as(pending.headers));
        expect(refused.errors?.[0], mutation).toMatchObject({ message: 'humanCheck.required', extensions: { code: 'REFUSED' } });
      }
      expect((await graphql(app, mutation, { ...variables, token: HUMAN }, as(pending.headers))).errors, mutation).toBeUndefined();
    }
    expect(await shop.db.selectFrom('orders').select('id').where('user_id', '=', pending.userId).execute()).toHaveLength(1);

    // A verified account needs none.
    const verified = await createCustomer(shop.db, { phone: newPhone() });
    expect((await graphql(app, BUY_NOW, { id: String(product.id), sp: pickup }, as(verified.headers))).errors).toBeUndefined();
  });

  it('counts unpaid refill requests in the open-sales cap: a pending account’s 6th is refused', async () => {
    const pending = await createCustomer(shop.db, { status: 'pending', phone: newPhone() });
    const request = () => graphql(app, REFILL, { ...refill, sp: pickup, token: HUMAN }, as(pending.headers));
    for (let made = 0; made < DEFAULT_HOLD_LIMITS.maxOpenUnpaid; made += 1) expect((await request()).errors).toBeUndefined();
    expect((await request()).errors?.[0]).toMatchObject({ message: 'order.openLimit', extensions: { limit: DEFAULT_HOLD_LIMITS.maxOpenUnpaid } });
    // Refill requests and orders share the cap.
    expect((await graphql(app, BUY_NOW, { id: String(product.id), sp: pickup, token: HUMAN }, as(pending.headers))).errors?.[0]?.message).toBe('order.openLimit');
    expect(await shop.db.selectFrom('refill_requests').select('id').where('user_id', '=', pending.userId).execute()).toHaveLength(5);
  });

  it('counts 07701239001, 7701239001 and +964 770 123 9001 as one guest for the caps, stored in one form', async () => {
    const capped = shop.appWith({ holds: { ...DEFAULT_HOLD_LIMITS, maxOpenUnpaid: 2 } });
    const order = (email: string, phone: string) => graphql(capped, BUY_NOW_GUEST, { id: String(product.id), sp: pickup, guest: { name: 'Shilan', email, phone } });
    expect((await order('one@example.com', '07701239001')).errors).toBeUndefined();
    expect((await order('two@example.com', '7701239001')).errors).toBeUndefined();
    expect((await order('three@example.com', '+964 770 123 9001')).errors?.[0]).toMatchObject({ message: 'order.openLimit' });
    const stored = await shop.db.selectFrom('orders').select('guest_phone').where('guest_email', 'in', ['one@example.com', 'two@example.com']).execute();
    expect(stored.map((row) => row.guest_phone)).toEqual(['+9647701239001', '+9647701239001']);
  });

  it('takes Zain’s 078 numbers and Arabic-Indic digits, refuses a landline with the example key', async () => {
    const order = (phone: string) => graphql(app, BUY_NOW_GUEST, { id: String(product.id), sp: pickup, guest: { name: 'Dara', email: `zain${(phones += 1)}@example.com`, phone } });
    expect((await order('07801110002')).errors).toBeUndefined();
    expect((await order('٠٧٩٠١١١٠٠٠٣')).errors).toBeUndefined();
    expect((await order('01 234 5678')).errors?.[0]?.extensions).toMatchObject({ validation: { 'guest.phone': ['input.phone.invalid'] } });
  });
});
