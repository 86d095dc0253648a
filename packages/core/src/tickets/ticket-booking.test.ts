import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fibTokenFixture } from '../internal/fake-order-api.js';
import { freshPage } from '../internal/fresh-page.js';
import type { TicketWorkshop } from './ticket-rules.js';
import { soyWorkshop } from '../../../../tests/support/workshop-fixture.js';

const SHOP = 'https://shop.test';

const workshop = (overrides: Partial<TicketWorkshop> = {}) => soyWorkshop(SHOP, overrides);

type Answer = 'ok' | 'network' | (string & {});

/** A fake GraphQL endpoint: workshops from `shown`, ticket mutations answered from `answers` in turn. */
function fakeApi(shown: () => TicketWorkshop[], answers: Answer[] = []) {
  const sent: { operation: string; variables: Record<string, unknown> }[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    sent.push({ operation: body.operationName, variables: body.variables });
    const reply = (payload: unknown) => new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } });
    if (body.operationName === 'TicketWorkshops') return reply({ data: { workshops: shown() } });
    if (body.operationName === 'TicketWorkshop') return reply({ data: { workshop: shown().find((item) => item.id === body.variables.id) ?? null } });
    const answer = answers.shift() ?? 'ok';
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer.startsWith('validation:')) {
      const key = answer.slice('validation:'.length);
      return reply({ data: null, errors: [{ message: 'bad.request', extensions: { code: 'BAD_USER_INPUT', validation: { [key.split('.')[1]!]: [key] } } }] });
    }
    if (answer !== 'ok') return reply({ data: null, errors: [{ message: answer }] });
    const field = body.operationName === 'Ticket' ? 'ticket' : 'ticketGuest';
    const guest = field === 'ticketGuest';
    return reply({
      data: {
        [field]: { id: '9', uuid: 'u-9', email: guest ? 'sara@example.com' : null, token: null, operation_type: 'ticket', url: null, fibToken: fibTokenFixture() },
      },
    });
  };
  return { sent, fetch };
}

async function setUp(options: { shown?: () => TicketWorkshop[]; answers?: Answer[]; signedIn?: boolean; pending?: boolean } = {}) {
  const { createTicketBooking } = await import('./ticket-booking.js');
  const { createPublicClient } = await import('../api/client.js');
  const { createAccountClient } = await import('../api/account-client.js');
  const { loggedIn } = await import('../stores/auth.js');
  const { $fibPayment } = await import('../stores/fib-payment.js');
  if (options.signedIn) loggedIn({ id: '1', name: 'Shilan', email: 'shilan@example.com', phone: '07501234567', status: options.pending ? 'pending' : 'active' });
  const api = fakeApi(options.shown ?? (() => [workshop()]), options.answers);
  let tokens = 0;
  let keys = 0;
  const booking = createTicketBooking({
    client: createPublicClient({ endpoint: `${SHOP}/graphql`, fetch: api.fetch }),
    account: createAccountClient({ endpoint: `${SHOP}/graphql`, fetch: api.fetch }),
    humanCheck: { token: async (action) => `${action}-${++tokens}` },
    payment: { zaincashPayUrl: `${SHOP}/payments/zaincash/pay`, nasspayCheckoutUrl: `${SHOP}/payments/nasspay/checkout` },
    lang: () => 'ku',
    newKey: () => `key-${++keys}`,
  });
  const mutations = () => api.sent.filter((call) => call.operation.startsWith('Ticket') && !call.operation.startsWith('TicketWorkshop'));
  return { booking, api, mutations, $fibPayment };
}

type Booking = Awaited<ReturnType<typeof setUp>>['booking'];

function fillGuest(booking: Booking) {
  booking.edit('name', ' Shilan ');
  booking.edit('phone', '07501234567');
  booking.edit('email', 'sara@example.com');
}

describe('createTicketBooking', () => {
  beforeEach(freshPage);

  it('loads the upcoming workshops, or the one asked for', async () => {
    const { booking, api } = await setUp({ shown: () => [workshop(), workshop({ id: '3', title: 'Scent blending' })] });
    await booking.load();
    expect('workshops' in booking.$workshops.get() && booking.$workshops.get()).toMatchObject({ workshops: [{ id: '2' }, { id: '3' }] });
    await booking.load('3');
    expect(booking.$workshops.get()).toMatchObject({ workshops: [{ id: '3', title: 'Scent blending' }] });
    expect(api.sent.map((call) => call.operation)).toEqual(['TicketWorkshops', 'TicketWorkshop']);
  });

  it('says an unknown workshop is not found', async () => {
    const { booking } = await setUp();
    await booking.load('99');
    expect(booking.$workshops.get()).toEqual({ failed: 'errors.notFound' });
  });

  it("keeps the people count within the tier's min..max and totals people × price", async () => {
    const { booking } = await setUp();
    await booking.load('2');
    booking.choose('2', '6');
    expect(booking.$choice.get()).toEqual({ workshop: '2', tier: '6', people: 3 });
    expect(booking.$total.get()).toBe(75000);
    booking.setPeople(5);
    expect(booking.$total.get()).toBe(125000);
    booking.setPeople(9);
    expect(booking.$choice.get()?.people).toBe(6);
    booking.setPeople(1);
    expect(booking.$choice.get()?.people).toBe(3);
    booking.setPeople(' 4 ');
    expect(booking.$total.get()).toBe(100000);
  });

  it('refuses a sold-out tier before payment, and sends nothing', async () => {
    const { booking, mutations } = await setUp({ signedIn: true });
    await booking.load('2');
    booking.choose('2', '5');
    expect(booking.$problem.get()).toBe('tickets.soldout');
    booking.review();
    expect(booking.$alert.get()).toEqual({ kind: 'fail', message: 'tickets.soldout' });
    expect(booking.$step.get()).toBe('choosing');
    expect(await booking.place()).toBeUndefined();
    expect(mutations()).toEqual([]);
  });

  it('refuses a past workshop', async () => {
    const { booking } = await setUp({ signedIn: true, shown: () => [workshop({ past: true })] });
    await booking.load('2');
    booking.choose('2', '4');
    booking.review();
    expect(booking.$alert.get()).toEqual({ kind: 'fail', message: 'tickets.past' });
    expect(booking.$step.get()).toBe('choosing');
  });

  it('says a tier no longer fits when fewer seats are left than people, before payment', async () => {
    const { booking } = await setUp({ signedIn: true, shown: () => [workshop({ seatsLeft: 4 })] });
    await booking.load('2');
    booking.choose('2', '6');
    booking.setPeople(4);
    expect(booking.$problem.get()).toBeUndefined();
    booking.setPeople(5);
    expect(booking.$problem.get()).toBe('tickets.notEnoughSeats');
    booking.review();
    expect(booking.$alert.get()).toEqual({ kind: 'fail', message: 'tickets.notEnoughSeats' });
    expect(booking.$step.get()).toBe('choosing');
  });

  it("asks a guest's name, phone and email in that order, one at a time", async () => {
    const { booking } = await setUp();
    await booking.load('2');
    booking.choose('2', '4');
    booking.review();
    expect(booking.$errors.get()).toEqual({ name: 'checkout.nameRequired' });
    booking.edit('name', 'Shilan');
    booking.review();
    expect(booking.$errors.get()).toEqual({ phone: 'checkout.phoneRequired' });
    booking.edit('phone', '07501234567');
    booking.review();
    expect(booking.$errors.get()).toEqual({ email: 'checkout.emailRequired' });
    booking.edit('email', 'sara@example.com');
    booking.review();
    expect(booking.$step.get()).toBe('paying');
  });

  it("sends an unverified customer's ticket with a human-check token (SECURITY-REVIEW-2 N3)", async () => {
    const { booking, mutations } = await setUp({ signedIn: true, pending: true });
    await booking.load('2');
    booking.choose('2', '6');
    booking.setPeople(4);
    booking.review();
    await booking.place();
    expect(mutations()).toEqual([{ operation: 'Ticket', variables: { ticket: '6', people: 4, method: 'cash', idempotencyKey: 'key-1', token: 'submit-1' } }]);
  });

  it("sends a customer's ticket with the tier, people, method and a key", async () => {
    const { booking, mutations } = await setUp({ signedIn: true });
    await booking.load('2');
    booking.choose('2', '6');
    booking.setPeople(4);
    booking.review();
    const placed = await booking.place();
    expect(mutations()).toEqual([{ operation: 'Ticket', variables: { ticket: '6', people: 4, method: 'cash', idempotencyKey: 'key-1' } }]);
    // SPEC §4: cash for a signed-in shopper goes home; a ticket's link then leads to its page.
    expect(placed).toMatchObject({ method: 'cash', guest: false, route: { to: 'ticketDetails', id: '9' }, result: { id: '9', operation_type: 'ticket' } });
    expect(booking.$alert.get()).toEqual({ kind: 'success', message: 'tickets.created' });
  });

  it("sends a guest's ticket with the contact, the human-check token and a key; cash leads to the guest's ticket", async () => {
    const { booking, mutations } = await setUp();
    await booking.load('2');
    booking.choose('2', '4');
    fillGuest(booking);
    booking.edit('address', '  ');
    booking.review();
    const placed = await booking.place();
    expect(mutations()).toEqual([
      {
        operation: 'TicketGuest',
        variables: {
          ticket_id: '4',
          people: 1,
          method: 'cash',
          name: 'Shilan',
          email: 'sara@example.com',
          phone: '07501234567',
          address: null,
          token: 'submit-1',
          idempotencyKey: 'key-1',
        },
      },
    ]);
    expect(placed?.route).toEqual({ to: 'guestTicket', id: '9', uuid: 'u-9', email: 'sara@example.com' });
  });

  it('keeps the idempotency key across retries of the same ticket, and a new one after a change or a success', async () => {
    const { booking, mutations } = await setUp({ answers: ['network', 'network', 'ok', 'ok'] });
    await booking.load('2');
    booking.choose('2', '6');
    fillGuest(booking);
    booking.review();
    expect(await booking.place()).toBeUndefined();
    expect(booking.$alert.get()).toMatchObject({ kind: 'fail', title: 'feedback.fail', message: 'errors.network' });
    await booking.place();
    booking.setPeople(4);
    await booking.place();
    booking.setPeople(5);
    await booking.place();
    expect(mutations().map((call) => [call.variables.idempotencyKey, call.variables.token, call.variables.people])).toEqual([
      ['key-1', 'submit-1', 3],
      ['key-1', 'submit-2', 3],
      ['key-2', 'submit-3', 4],
      ['key-3', 'submit-4', 5],
    ]);
  });

  it("shows the server's refusal and loads the seats again", async () => {
    let seatsLeft = 8;
    const { booking, api } = await setUp({ signedIn: true, answers: ['ticket.seats'], shown: () => [workshop({ seatsLeft })] });
    await booking.load('2');
    booking.choose('2', '6');
    booking.setPeople(6);
    booking.review();
    seatsLeft = 2;
    expect(await booking.place()).toBeUndefined();
    expect(booking.$alert.get()).toMatchObject({ kind: 'fail', title: 'feedback.fail', message: 'tickets.notEnoughSeats' });
    // vi.waitFor's own limit of 1 s is short on a busy machine (issue 34 item 5).
    await vi.waitFor(() => expect(api.sent.filter((call) => call.operation === 'TicketWorkshop')).toHaveLength(2), { timeout: 15_000 });
    // The reload's answer arrives after its request went out.
    await vi.waitFor(() => expect(booking.$problem.get()).toBe('tickets.notEnoughSeats'), { timeout: 15_000 });
  });

  it('says a phone the server refused under the phone field, and a closed tier as sold out', async () => {
    const { booking } = await setUp({ answers: ['validation:input.phone.invalid', 'ticket.closed'] });
    await booking.load('2');
    booking.choose('2', '4');
    fillGuest(booking);
    booking.review();
    await booking.place();
    expect(booking.$errors.get()).toEqual({ phone: 'validation.phoneInvalid' });
    expect(booking.$alert.get()).toMatchObject({ kind: 'fail', title: 'feedback.fail', message: 'validation.phoneInvalid' });
    await booking.place();
    expect(booking.$alert.get()).toMatchObject({ kind: 'fail', title: 'feedback.fail', message: 'tickets.soldout' });
  });

  it('sends the gift cards with the ticket, keeps the refusal of one for the card field, and a retry with other cards is a new purchase', async () => {
    const { booking, mutations } = await setUp({ signedIn: true, answers: ['giftcard.empty', 'ok'] });
    await booking.load('2');
    booking.choose('2', '4');
    booking.review();
    expect(await booking.place(['CARD-ONE'])).toBeUndefined();
    expect(booking.$alert.get()).toMatchObject({ kind: 'fail', error: { key: 'giftcard.empty' } });
    booking.review();
    expect(await booking.place(['CARD-TWO'])).toBeDefined();
    expect(mutations().map((call) => [call.operation, call.variables.giftCards, call.variables.idempotencyKey])).toEqual([
      ['Ticket', ['CARD-ONE'], 'key-1'],
      ['Ticket', ['CARD-TWO'], 'key-2'],
    ]);
    // Without cards nothing is sent for them (the server's documents stay as before).
    booking.review();
    await booking.place([]);
    expect(mutations().at(-1)!.variables).not.toHaveProperty('giftCards');
  });

  it('keeps the FIB token for its page and routes there', async () => {
    const { booking, $fibPayment } = await setUp({ signedIn: true });
    await booking.load('2');
    booking.choose('2', '4');
    booking.chooseMethod('fib');
    booking.review();
    const placed = await booking.place();
    expect(placed?.route).toEqual({ to: 'fibPaymentDetails', fibToken: fibTokenFixture() });
    expect($fibPayment.get()).toEqual(fibTokenFixture());
  });
});
