import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { refillChoice, places } from '../../test/buying.js';
import { createCustomer, type TestCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { expectNotFound, graphql, openShop, type TestShop } from '../../test/shop.js';
import { createWorkshop, type TestWorkshop } from '../../test/tickets.js';

// Issue 24 item 1: the arguments we added to SPEC §7 calls are optional, and leaving them out
// means what the SPEC means. Each call below is spelled exactly as SPEC §7 spells it.

const RESULT = 'id uuid operation_type';
const TICKET = `mutation T($ticket: ID!, $method: String!) { ticket(ticket: $ticket, method: $method) { ${RESULT} } }`;
const TICKET_GUEST = `mutation T($ticket_id: ID!, $method: String!, $name: String!, $email: String!, $phone: String!, $address: String, $token: String!) {
  ticketGuest(ticket_id: $ticket_id, method: $method, name: $name, email: $email, phone: $phone, address: $address, token: $token) { ${RESULT} } }`;
const GUEST_TICKET = `query G($uuid: String!) { guestTicketByUuid(uuid: $uuid) { id people total name email phone address } }`;
const GUEST_TICKET_EMAIL = `query G($uuid: String!, $email: String) { guestTicketByUuid(uuid: $uuid, email: $email) { id name email phone address } }`;
const MY_TICKET = `query M($id: ID!) { myTicket(id: $id) { people total } }`;
const REFILL = `mutation R($container: ID!, $wick: ID!, $size: ID!, $color: ID!, $scent: ID!, $notes: String, $method: String!, $selling_point: ID) {
  refillRequest(container: $container, wick: $wick, size: $size, color: $color, scent: $scent, notes: $notes, method: $method, selling_point: $selling_point) { id } }`;
const MY_REFILL = `query M($id: ID!) { refill(id: $id) { quantity total } }`;
const WHITE_LABEL = `mutation W($name: String!, $phone: String!, $email: String!, $quantity: Int!, $container: ID!, $color: ID!, $scent: ID!, $wick: ID!, $token: String) {
  whiteLabel(name: $name, phone: $phone, email: $email, quantity: $quantity, container: $container, color: $color, scent: $scent, wick: $wick, token: $token) {
    id quantity candlePrice labelPrice total } }`;
const SUBSCRIPTION = `mutation S($subscription: ID!, $method: String!, $address: String, $gift: GiftInput, $city: ID) {
  subscription(subscription: $subscription, method: $method, address: $address, gift: $gift, city: $city) { id } }`;
const MY_SUBSCRIPTION = `query M($id: ID!) { mySubscription(id: $id) { package { id } price { months price } months { month } } }`;
const GUEST = { name: 'Shilan Ahmed', email: 'Shilan.Spec@example.com', phone: '07501234567', address: 'Erbil, 60m street' };
const TOKEN = 'local-unverified';

describe.each(testDatabases())('SPEC §7 calls without our extra arguments on $name', (database) => {
  let shop: TestShop;
  let customer: TestCustomer;
  let workshop: TestWorkshop;
  const call = (text: string, variables: Record<string, unknown>, who?: TestCustomer) => graphql(shop.app, text, variables, who ? { headers: who.headers } : {});

  beforeAll(async () => {
    shop = await openShop(database, { humanCheck: createLocalHumanCheck(() => {}) });
    customer = await createCustomer(shop.db, { phone: '07701234567' });
    workshop = await createWorkshop(shop.db, { seats: 50, tiers: [{ min: 3, max: 5, price: 20000 }] });
  });
  afterAll(() => shop?.close());

  it("a ticket without people is for the tier's own group, its min", async () => {
    const bought = await call(TICKET, { ticket: String(workshop.tiers[0]), method: 'cash' }, customer);
    expect(bought.errors).toBeUndefined();
    const read = await call(MY_TICKET, { id: bought.data!.ticket.id }, customer);
    expect(read.data!.myTicket).toEqual({ people: 3, total: 60000 });
  });

  it('a guest ticket looked up by uuid alone shows no contact details; with its email it shows them', async () => {
    const bought = await call(TICKET_GUEST, { ticket_id: String(workshop.tiers[0]), method: 'cash', ...GUEST, token: TOKEN });
    expect(bought.errors).toBeUndefined();
    const { id, uuid } = bought.data!.ticketGuest;
    const alone = await call(GUEST_TICKET, { uuid });
    expect(alone.errors).toBeUndefined();
    expect(alone.data!.guestTicketByUuid).toEqual({ id, people: 3, total: 60000, name: null, email: null, phone: null, address: null });
    const withEmail = await call(GUEST_TICKET_EMAIL, { uuid, email: 'shilan.spec@EXAMPLE.com' });
    expect(withEmail.data!.guestTicketByUuid).toEqual({ id, name: GUEST.name, email: GUEST.email, phone: '+9647501234567', address: GUEST.address });
    expectNotFound(await call(GUEST_TICKET_EMAIL, { uuid, email: 'someone.else@example.com' }));
  });

  it('a refill request without quantity is for one candle', async () => {
    const choice = await refillChoice(shop.db);
    const { pickup } = await places(shop.db);
    const placed = await call(REFILL, { ...choice.args, notes: null, method: 'cash', selling_point: pickup }, customer);
    expect(placed.errors).toBeUndefined();
    const read = await call(MY_REFILL, { id: placed.data!.refillRequest.id }, customer);
    expect(read.data!.refill).toEqual({ quantity: 1, total: choice.unitPrice });
  });

  it("a white-label request without size and sticker takes the container's first size and no sticker", async () => {
    const materials = await call(`{ containers { id sizes { id } } colors { id } scents { id } wicks { id } whiteLabelPrice }`, {});
    const container = materials.data!.containers[0];
    const sent = await call(WHITE_LABEL, {
      name: GUEST.name,
      phone: GUEST.phone,
      email: GUEST.email,
      quantity: 100,
      container: container.id,
      color: materials.data!.colors[0].id,
      scent: materials.data!.scents[0].id,
      wick: materials.data!.wicks[0].id,
      token: TOKEN,
    });
    expect(sent.errors).toBeUndefined();
    const price = materials.data!.whiteLabelPrice;
    expect(sent.data!.whiteLabel).toMatchObject({ quantity: 100, candlePrice: price, labelPrice: 0, total: 100 * price });
    const row = await shop.db.selectFrom('white_label_requests').select('size_id').where('id', '=', Number(sent.data!.whiteLabel.id)).executeTakeFirstOrThrow();
    expect(String(row.size_id)).toBe(container.sizes[0].id);
  });

  it('a subscription without months buys the named price of a package for its months', async () => {
    const packages = await call(`{ subscriptions { id prices { id months price } } }`, {});
    const pack = packages.data!.subscriptions[1];
    const offer = pack.prices[1];
    const { city } = await places(shop.db);
    const bought = await call(
      SUBSCRIPTION,
      {
        subscription: offer.id,
        method: 'cash',
        address: 'Erbil, 100m street',
        gift: { name: GUEST.name, phone: GUEST.phone },
        city,
      },
      customer,
    );
    expect(bought.errors).toBeUndefined();
    const read = await call(MY_SUBSCRIPTION, { id: bought.data!.subscription.id }, customer);
    expect(read.data!.mySubscription).toMatchObject({ package: { id: pack.id }, price: { months: offer.months, price: offer.price } });
    expect(read.data!.mySubscription.months).toHaveLength(offer.months);
    const unknown = await call(SUBSCRIPTION, { subscription: '999999', method: 'cash', address: 'Erbil', gift: null, city }, customer);
    expect(unknown.errors?.[0]?.extensions?.validation).toEqual({ subscription: ['input.subscription.invalid'] });
  });
});
