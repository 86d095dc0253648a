import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { localAccountAdapters } from '../../accounts-adapters.js';
import { setPersonalizedQuote } from '../../db/repositories/personalized/personalized-requests.js';
import { recordSaleEvent } from '../../db/repositories/sale-life/sale-events.js';
import type { SaleKind } from '../../db/tables/sale-life.js';
import { places, refillChoice } from '../../test/buying.js';
import { createCustomer, type TestCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { createTestPayments, type TestPayments } from '../../test/payments.js';
import { graphql, openShop, PUBLIC_URL, type TestShop } from '../../test/shop.js';
import { createWorkshop, type TestWorkshop } from '../../test/tickets.js';
import { createSaleBus } from './sale-bus.js';
import { createSaleLife, SWEEP_GRACE_MS } from './sale-outbox.js';
import { addShopHandlers } from './shop-handlers.js';

// Issue 34 item 2: the receipts of refill requests, tickets and subscriptions, and a new
// personalized or white-label request's mails with the shop's notice, are handlers of the sale's
// placed event: sent once after COMMIT (a retry with the same key sends nothing more), never for
// what rolled back or was released, and once by the sweep when a crash left the event behind.

const SHOP = 'shop@localhost';
const TOKEN = 'local-unverified';
const PAYMENT = 'id token';
const REFILL_VARS = `$container: ID!, $wick: ID!, $size: ID!, $color: ID!, $scent: ID!, $quantity: Int!, $method: String!, $selling_point: ID, $idempotencyKey: String`;
const REFILL_ARGS = `container: $container, wick: $wick, size: $size, color: $color, scent: $scent, quantity: $quantity, method: $method, selling_point: $selling_point, idempotencyKey: $idempotencyKey`;
const REFILL_GUEST = `mutation R(${REFILL_VARS}, $token: String!, $guest: GuestInput!) { refillRequestGuest(${REFILL_ARGS}, token: $token, guest: $guest) { ${PAYMENT} } }`;
const TICKET = `mutation T($ticket: ID!, $people: Int!, $method: String!, $idempotencyKey: String) {
  ticket(ticket: $ticket, people: $people, method: $method, idempotencyKey: $idempotencyKey) { ${PAYMENT} } }`;
const SUBSCRIPTION = `mutation B($subscription: ID!, $months: Int!, $method: String!, $selling_point: ID, $idempotencyKey: String) {
  subscription(subscription: $subscription, months: $months, method: $method, selling_point: $selling_point, idempotencyKey: $idempotencyKey) { ${PAYMENT} } }`;
const PERSONALIZED = `mutation P($description: String!, $idempotencyKey: String) { personalizedRequest(description: $description, idempotencyKey: $idempotencyKey) { id } }`;
const ACCEPT = `mutation A($id: ID!, $method: String!) { acceptPersonalized(id: $id, method: $method) { id } }`;
const WHITE_LABEL = `mutation W($name: String!, $phone: String!, $email: String!, $quantity: Int!, $container: ID!, $size: ID!, $color: ID!, $scent: ID!, $wick: ID!,
  $sticker: Boolean!, $token: String, $idempotencyKey: String) { whiteLabel(name: $name, phone: $phone, email: $email, quantity: $quantity, container: $container,
  size: $size, color: $color, scent: $scent, wick: $wick, sticker: $sticker, token: $token, idempotencyKey: $idempotencyKey) { id } }`;
const MATERIALS = `query M { containers { id sizes { id } } colors { id } scents { id } wicks { id } }`;

describe.each(testDatabases())('sale receipts and the shop notices on $name', (database) => {
  let shop: TestShop;
  let payments: TestPayments;
  let workshop: TestWorkshop;
  let customer: TestCustomer;
  let refill: Record<string, unknown>;
  let pickup: string;
  let unique = 0;
  const key = (what: string) => `${what}-${Date.now()}-${(unique += 1)}`;
  const as = (who: TestCustomer) => ({ headers: who.headers });
  const guest = () => ({ name: 'Shilan Ahmed', email: `receipt-${(unique += 1)}-${Date.now()}@example.com`, phone: '07501239876' });
  const subjectsTo = async (email: string) => (await shop.db.selectFrom('outbox').select('subject').where('recipient', '=', email).orderBy('id').execute()).map((mail) => mail.subject);
  const eventsOf = (kind: SaleKind, id: number) => shop.db.selectFrom('sale_events').select(['type', 'dispatched_at']).where('kind', '=', kind).where('sale_id', '=', id).orderBy('id').execute();
  const placed = [{ type: 'placed', dispatched_at: expect.any(Date) }];
  // One instance of the shop, as the sweeper builds one: its own bus and the outbox mailer.
  const instance = () => {
    const adapters = localAccountAdapters(shop.db, PUBLIC_URL);
    return createSaleLife(shop.db, addShopHandlers(createSaleBus(), shop.db, { mailer: adapters.mailer, publicUrl: PUBLIC_URL, shopEmail: SHOP, storage: adapters.storage, signer: adapters.ticketSigner }));
  };
  const twice = async (text: string, variables: Record<string, unknown>, options = {}) => {
    const first = await graphql(shop.app, text, variables, options);
    expect(first.errors).toBeUndefined();
    const again = await graphql(shop.app, text, variables, options);
    expect(again.data).toEqual(first.data);
    return Number((Object.values(first.data!)[0] as { id: string }).id);
  };

  beforeAll(async () => {
    payments = createTestPayments();
    shop = await openShop(database, { payments, humanCheck: createLocalHumanCheck(() => {}) });
    workshop = await createWorkshop(shop.db, { seats: 3, tiers: [{ min: 1, max: 3, price: 35000 }] });
    customer = await createCustomer(shop.db, { phone: '07701239876' });
    pickup = (await places(shop.db)).pickup;
    refill = { ...(await refillChoice(shop.db)).args, quantity: 1, selling_point: pickup };
  });
  afterAll(() => shop?.close());
  beforeEach(() => {
    payments.failing = false;
  });

  it('mails a refill request its receipt once, though it is retried with the same key', async () => {
    const buyer = guest();
    const id = await twice(REFILL_GUEST, { ...refill, method: 'fib', token: TOKEN, guest: buyer, idempotencyKey: key('refill') });
    expect(await subjectsTo(buyer.email)).toEqual([`Your refill request ${id}`]);
    expect(await eventsOf('refill', id)).toEqual(placed);
  });

  it('mails a ticket its receipt once in Arabic, though it is retried with the same key', async () => {
    const id = await twice(TICKET, { ticket: String(workshop.tiers[0]), people: 1, method: 'fib', idempotencyKey: key('ticket') }, { ...as(customer), lang: 'ar' });
    const receipts = (await subjectsTo(customer.email)).filter((subject) => subject.startsWith('تذكرة الورشة'));
    expect(receipts).toHaveLength(1);
    expect(await eventsOf('ticket', id)).toEqual(placed);
  });

  it('mails a subscription its receipt once, though it is retried with the same key', async () => {
    const id = await twice(SUBSCRIPTION, { subscription: '1', months: 3, method: 'cash', selling_point: pickup, idempotencyKey: key('subscription') }, as(customer));
    expect((await subjectsTo(customer.email)).filter((subject) => subject === `Your subscription ${id}`)).toHaveLength(1);
    expect(await eventsOf('subscription', id)).toEqual(placed);
  });

  it('mails a personalized request its receipt and the shop its notice once each, and nothing again when it is accepted', async () => {
    const id = await twice(PERSONALIZED, { description: 'Our initials in gold', idempotencyKey: key('personalized') }, as(customer));
    const received = `Your personalized candle request ${id}`;
    const notice = `New personalized-candle request ${id}`;
    expect((await subjectsTo(customer.email)).filter((subject) => subject === received)).toHaveLength(1);
    expect((await subjectsTo(SHOP)).filter((subject) => subject === notice)).toHaveLength(1);
    // A request sent before its sending was an event is placed when accepted: it is not announced again.
    await shop.db.deleteFrom('sale_events').where('kind', '=', 'personalized').where('sale_id', '=', id).execute();
    expect(await setPersonalizedQuote(shop.db, id, 'pending', 40000)).toBe(true);
    expect((await graphql(shop.app, ACCEPT, { id: String(id), method: 'cash' }, as(customer))).errors).toBeUndefined();
    expect((await subjectsTo(customer.email)).filter((subject) => subject === received)).toHaveLength(1);
    expect((await subjectsTo(SHOP)).filter((subject) => subject === notice)).toHaveLength(1);
    expect(await eventsOf('personalized', id)).toEqual(placed);
  });

  it('mails a white-label request its confirmation and the shop its notice once each, though it is retried with the same key', async () => {
    const materials = (await graphql(shop.app, MATERIALS)).data!;
    const container = materials.containers[0];
    const buyer = guest();
    const variables = { ...buyer, quantity: 200, container: container.id, size: container.sizes[0].id, color: materials.colors[0].id, scent: materials.scents[0].id, wick: materials.wicks[0].id };
    const id = await twice(WHITE_LABEL, { ...variables, sticker: false, token: TOKEN, idempotencyKey: key('white-label') });
    expect(await subjectsTo(buyer.email)).toHaveLength(1);
    expect((await subjectsTo(SHOP)).filter((subject) => subject === `New white-label request ${id}`)).toHaveLength(1);
    expect(await eventsOf('whitelabel', id)).toEqual(placed);
  });

  it('mails no receipt for a sale released because its payment could not start, nor for one refused', async () => {
    const buyer = guest();
    payments.failing = true;
    const released = await graphql(shop.app, REFILL_GUEST, { ...refill, method: 'fib', token: TOKEN, guest: buyer });
    expect(released.errors![0]!.message).toBe('payment.unavailable');
    const [row] = await shop.db.selectFrom('refill_requests').select(['id', 'status']).where('guest_email', '=', buyer.email).execute();
    expect(row!.status).toBe('cancelled');
    expect((await eventsOf('refill', row!.id)).map((event) => event.type)).toEqual(['placed', 'cancelled']);
    // Seats are short: the ticket's transaction rolls back, and nothing of it is recorded or mailed.
    payments.failing = false;
    const before = (await subjectsTo(customer.email)).length;
    const refused = await graphql(shop.app, TICKET, { ticket: String(workshop.tiers[0]), people: 3, method: 'cash' }, as(customer));
    expect(refused.errors![0]!.message).toBe('ticket.seats');
    expect(await subjectsTo(buyer.email)).toEqual([]);
    expect(await subjectsTo(customer.email)).toHaveLength(before);
  });

  it('dispatches nothing of a placed event whose transaction rolled back', async () => {
    const id = await twice(SUBSCRIPTION, { subscription: '1', months: 1, method: 'cash', selling_point: pickup, idempotencyKey: key('rolled-back') }, as(customer));
    await shop.db.deleteFrom('sale_events').where('kind', '=', 'subscription').where('sale_id', '=', id).execute();
    const rolledBack = shop.db.transaction().execute(async (trx) => {
      await recordSaleEvent(trx, { type: 'placed', kind: 'subscription', id });
      throw new Error('the sale failed after its event was recorded');
    });
    await expect(rolledBack).rejects.toThrow('the sale failed');
    const before = await subjectsTo(customer.email);
    expect(await instance().settle({ kind: 'subscription', id })).toBe(0);
    expect(await instance().sweep(new Date(Date.now() + SWEEP_GRACE_MS + 1_000))).toBe(0);
    expect(await subjectsTo(customer.email)).toEqual(before);
    expect(await eventsOf('subscription', id)).toEqual([]);
  });

  it('mails the receipts a crash left undispatched once, though two instances sweep at once', async () => {
    const buyer = guest();
    const refillId = await twice(REFILL_GUEST, { ...refill, method: 'fib', token: TOKEN, guest: buyer, idempotencyKey: key('crash') });
    const ticketId = await twice(TICKET, { ticket: String(workshop.tiers[0]), people: 1, method: 'fib', idempotencyKey: key('crash') }, as(customer));
    // As if the request had died after COMMIT: its mails not sent, its events not dispatched.
    await shop.db.deleteFrom('outbox').where('recipient', 'in', [buyer.email, customer.email]).execute();
    const left = (kind: SaleKind, id: number) => shop.db.updateTable('sale_events').set({ dispatched_at: null }).where('kind', '=', kind).where('sale_id', '=', id).execute();
    await left('refill', refillId);
    await left('ticket', ticketId);
    const later = new Date(Date.now() + SWEEP_GRACE_MS + 1_000);
    await Promise.all([instance().sweep(later), instance().sweep(later)]);
    await Promise.all([instance().sweep(later), instance().sweep(later)]);
    const mails = [...(await subjectsTo(buyer.email)), ...(await subjectsTo(customer.email))];
    expect(mails.filter((subject) => subject === `Your refill request ${refillId}`)).toHaveLength(1);
    expect(mails.filter((subject) => subject.startsWith(`Your workshop ticket ${ticketId}:`))).toHaveLength(1);
  });
});
