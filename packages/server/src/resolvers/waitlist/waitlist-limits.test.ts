import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopApp } from '../../app.js';
import { MAX_LIVE_ENTRIES } from '../../services/waitlist/waitlist-entry.js';
import { HUMAN } from '../../test/accounts.js';
import { createCustomer, type TestCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';
import { createWorkshop } from '../../test/tickets.js';

// SECURITY-REVIEW-2 N2: waiting-list flooding. Signed-in joins use the account's own contact, live
// entries are limited per account and per contact, a guest passes the human check, an unverified
// account too, and live entries (offered seats held for them) count in the unpaid tickets' cap.

const JOIN = `mutation J($ticket: ID!, $name: String!, $email: String!, $phone: String!, $token: String) {
  joinWaitlist(ticket: $ticket, people: 1, name: $name, email: $email, phone: $phone, token: $token) }`;
const TICKET = `mutation T($ticket: ID!) { ticket(ticket: $ticket, people: 1, method: "cash") { id } }`;
const HOLDS = { cashHoldHours: 48, maxOpenUnpaid: 2, maxUnitsPerProduct: 20 };

describe.each(testDatabases())('waiting-list limits on $name', (database) => {
  let shop: TestShop;
  let app: ShopApp;
  let phones = 0;
  const newPhone = () => `0790400${String((phones += 1)).padStart(4, '0')}`;

  beforeAll(async () => {
    shop = await openShop(database);
    app = shop.appWith({ holds: HOLDS });
  });
  afterAll(() => shop?.close());

  /** A tier with no seats left, one per workshop (one live entry per email and workshop). */
  const fullTier = async () => (await createWorkshop(shop.db, { seats: 2, taken: 2, tiers: [{ min: 1, max: 2, price: 5_000 }] })).tiers[0]!;
  const stranger = (n: number) => ({ name: 'Ali. Pay at http://evil.example', email: `stranger${n}.${phones}@example.net`, phone: newPhone() });
  const join = async (who: Record<string, string>, token: string | null, headers?: { cookie: string }) => graphql(app, JOIN, { ticket: String(await fullTier()), ...who, token }, headers ? { headers } : {});
  const entriesOf = (userId: number) => shop.db.selectFrom('waitlist_entries').select(['name', 'email', 'phone']).where('user_id', '=', userId).execute();

  it('joins an account under its own contact, and refuses strangers’ addresses past the limit', async () => {
    const customer = await createCustomer(shop.db, { name: 'Shilan', phone: '+9647701239001' });
    const replies = [];
    for (let n = 0; n < 5; n += 1) replies.push(await join(stranger(n), null, customer.headers));
    expect(replies.filter((reply) => !reply.errors)).toHaveLength(MAX_LIVE_ENTRIES);
    for (const reply of replies.slice(MAX_LIVE_ENTRIES)) {
      expect(reply.errors?.[0]).toMatchObject({ message: 'waitlist.limit', extensions: { limit: MAX_LIVE_ENTRIES } });
    }
    expect(await entriesOf(customer.userId)).toEqual(Array(MAX_LIVE_ENTRIES).fill({ name: 'Shilan', email: customer.email, phone: '+9647701239001' }));
  });

  it('limits a guest’s live entries per email and per phone', async () => {
    const guest = stranger(100);
    expect((await join(guest, HUMAN)).errors).toBeUndefined();
    expect((await join({ ...guest, phone: newPhone() }, HUMAN)).errors).toBeUndefined();
    expect((await join({ ...guest, phone: newPhone() }, HUMAN)).errors?.[0]?.message).toBe('waitlist.limit');
    const phone = newPhone();
    expect((await join({ ...stranger(101), phone }, HUMAN)).errors).toBeUndefined();
    // The same phone typed another way is the same contact.
    expect((await join({ ...stranger(102), phone: phone.slice(1) }, HUMAN)).errors).toBeUndefined();
    expect((await join({ ...stranger(103), phone: `+964${phone.slice(1)}` }, HUMAN)).errors?.[0]?.message).toBe('waitlist.limit');
  });

  it('refuses a guest without a human check, and an unverified account without one', async () => {
    expect((await join(stranger(200), null)).errors?.[0]?.message).toBe('bad.request');
    expect((await join(stranger(201), 'forged')).errors?.[0]?.message).toBe('bad.request');
    const pending = await createCustomer(shop.db, { status: 'pending', phone: newPhone() });
    expect((await join(stranger(202), null, pending.headers)).errors?.[0]?.message).toBe('humanCheck.required');
    expect((await join(stranger(203), HUMAN, pending.headers)).errors).toBeUndefined();
    expect(await shop.db.selectFrom('waitlist_entries').select('id').where('email', 'like', 'stranger20_%').execute()).toEqual([]);
  });

  it('counts an offered seat held for an entry in the unpaid tickets’ cap', async () => {
    const customer: TestCustomer = await createCustomer(shop.db, { phone: newPhone() });
    expect((await join(stranger(300), null, customer.headers)).errors).toBeUndefined();
    await shop.db
      .updateTable('waitlist_entries')
      .set({ status: 'offered', offer_token_hash: `hash-${customer.userId}`, offered_at: new Date(), hold_until: new Date(Date.now() + 86_400_000) })
      .where('user_id', '=', customer.userId)
      .execute();
    const open = (await createWorkshop(shop.db, { seats: 10, tiers: [{ min: 1, max: 2, price: 5_000 }] })).tiers[0]!;
    const buy = () => graphql(app, TICKET, { ticket: String(open) }, { headers: customer.headers });
    expect((await buy()).errors).toBeUndefined();
    expect((await buy()).errors?.[0]).toMatchObject({ message: 'ticket.openLimit', extensions: { limit: HOLDS.maxOpenUnpaid } });
  });

  it('keeps the limit when one account’s joins come in parallel', async () => {
    const customer = await createCustomer(shop.db, { phone: newPhone() });
    const tiers = await Promise.all([1, 2, 3, 4, 5].map(() => fullTier()));
    const replies = await Promise.all(tiers.map((tier, n) => graphql(app, JOIN, { ticket: String(tier), ...stranger(400 + n), token: null }, { headers: customer.headers })));
    expect(replies.filter((reply) => !reply.errors)).toHaveLength(MAX_LIVE_ENTRIES);
    expect(replies.filter((reply) => reply.errors?.[0]?.message === 'waitlist.limit')).toHaveLength(5 - MAX_LIVE_ENTRIES);
  });
});
