import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { lastMailTo, linkIn } from '../../test/accounts.js';
import { createCustomer, type TestCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { createTestPayments, type TestPayments } from '../../test/payments.js';
import { expectNotFound, graphql, openShop, PUBLIC_URL, type TestShop } from '../../test/shop.js';
import { createWorkshop, seatsTaken, ticketCount, type TestWorkshop } from '../../test/tickets.js';
import { mailCount } from '../../test/row-count.js';

const RESULT = `id uuid email operation_type token url fibToken { paymentId }`;
const TICKET = `mutation T($ticket: ID!, $people: Int!, $method: String!, $idempotencyKey: String) {
  ticket(ticket: $ticket, people: $people, method: $method, idempotencyKey: $idempotencyKey) { ${RESULT} } }`;
const TICKET_GUEST = `mutation T($ticket_id: ID!, $people: Int!, $method: String!, $name: String!, $email: String!, $phone: String!,
  $address: String, $token: String!, $idempotencyKey: String) {
  ticketGuest(ticket_id: $ticket_id, people: $people, method: $method, name: $name, email: $email, phone: $phone, address: $address,
    token: $token, idempotencyKey: $idempotencyKey) { ${RESULT} } }`;
const FIELDS = `id uuid paid method date status people total qrCode doorCode calendar
  ticket { id min max price soldout } workshop { id title seats seatsLeft past }`;
const MY_TICKET = `query Q($id: ID!) { myTicket(id: $id) { ${FIELDS} } }`;
const TICKETS = `query Q { tickets { id total } }`;
const GUEST_TICKET = `query Q($uuid: String!, $email: String!) { guestTicketByUuid(uuid: $uuid, email: $email) { ${FIELDS} name email phone address } }`;
const PAY_LATER = `mutation P($id: ID!, $type: String!, $method: String) { payLater(id: $id, type: $type, method: $method) { ${RESULT} } }`;
const WORKSHOP = `query W($id: ID!) { workshop(id: $id) { id seats seatsLeft past tickets { id min max price soldout workshop { id seatsLeft } } } }`;

const GUEST = { name: 'Shilan Ahmed', email: 'Shilan.Ticket@example.com', phone: '07501234567', address: 'Erbil, 60m street' };
const TOKEN = 'local-unverified';

// The uuid next to this one: the last hex digit moved by one.
const neighbour = (uuid: string) => uuid.slice(0, -1) + ((parseInt(uuid.slice(-1), 16) + 1) % 16).toString(16);

describe.each(testDatabases())('workshop tickets on $name', (database) => {
  let shop: TestShop;
  let payments: TestPayments;
  let customer: TestCustomer;
  let other: TestCustomer;
  // Plenty of seats; tiers: 1 person at 35000, 2 people at 30000 each, 3 to 6 at 25000 each, and a closed one.
  let roomy: TestWorkshop;
  const call = (text: string, variables: Record<string, unknown>, who?: TestCustomer, lang?: string) => graphql(shop.app, text, variables, { ...(who ? { headers: who.headers } : {}), lang });
  const guestVars = (tier: number, people: number, extra: Record<string, unknown> = {}) => ({
    ticket_id: String(tier),
    people,
    method: 'cash',
    ...GUEST,
    token: TOKEN,
    ...extra,
  });

  beforeAll(async () => {
    payments = createTestPayments();
    shop = await openShop(database, { payments, humanCheck: createLocalHumanCheck(() => {}) });
    customer = await createCustomer(shop.db, { phone: '07701234567' });
    other = await createCustomer(shop.db, { phone: '07701234568' });
    roomy = await createWorkshop(shop.db, {
      seats: 200,
      tiers: [
        { min: 1, max: 1, price: 35000 },
        { min: 2, max: 2, price: 30000 },
        { min: 3, max: 6, price: 25000 },
        { min: 1, max: 1, price: 1000, closed: true },
      ],
      arabicTitle: 'ورشة تجريبية',
    });
  });
  afterAll(() => shop?.close());
  beforeEach(() => {
    payments.failing = false;
  });

  it('a customer buys a cash ticket for 2: people × the per-person price, seats taken, listed, shown with QR and calendar, mailed', async () => {
    const before = await seatsTaken(shop.db, roomy.id);
    const reply = await call(TICKET, { ticket: String(roomy.tiers[1]), people: 2, method: 'cash' }, customer);
    expect(reply.errors).toBeUndefined();
    const result = reply.data!.ticket;
    expect(result).toMatchObject({ operation_type: 'ticket', email: null, token: null, url: null, fibToken: null });
    expect(await seatsTaken(shop.db, roomy.id)).toBe(before + 2);
    const read = await call(MY_TICKET, { id: result.id }, customer);
    expect(read.errors).toBeUndefined();
    const ticket = read.data!.myTicket;
    expect(ticket).toMatchObject({
      id: result.id,
      uuid: result.uuid,
      paid: false,
      method: 'cash',
      status: 'pending',
      people: 2,
      total: 60000,
      ticket: { id: String(roomy.tiers[1]), min: 2, max: 2, price: 30000, soldout: false },
      workshop: { id: String(roomy.id), seats: 200, seatsLeft: 200 - before - 2, past: false },
      calendar: `${PUBLIC_URL}/calendar/${result.uuid}.ics`,
    });
    expect(ticket.date).toMatch(/\+03:00$/);
    expect(ticket.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(ticket.qrCode.split(',')[1], 'base64').toString()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect((await call(TICKETS, {}, customer)).data!.tickets).toContainEqual({ id: result.id, total: 60000 });
    const mail = await lastMailTo(shop.db, customer.email);
    expect(mail?.subject).toBe(`Your workshop ticket ${result.id}: Test workshop`);
    expect(mail?.body).toContain('People: 2');
    expect(mail?.body).toContain('Total: 60,000 IQD');
    // The reference is the door code printed under the QR code, typed at the door when a scan fails.
    expect(mail?.body).toContain(`Reference: ${ticket.doorCode}`);
    expect(ticket.doorCode).toMatch(new RegExp(`^${result.id}-`));
    expect(linkIn(mail?.body).href).toBe(`${PUBLIC_URL}/tickets/${result.id}`);
    expect(mail?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`ticket-${result.id}-qr.png`, 'image/png'],
      [`workshop-ticket-${result.id}.ics`, 'text/calendar; charset=utf-8; method=PUBLISH'],
    ]);
    // The mailed calendar file is the one the ticket's calendar URL serves.
    const served = await (await shop.app.fetch(new Request(ticket.calendar))).text();
    expect(mail!.attachments[1]!.content).toBe(served);
    // Issue 36 item 4: the QR code is a PNG the HTML part shows inline (many mail apps show no SVG).
    const png = mail!.attachments[0]!;
    expect(png).toMatchObject({ encoding: 'base64', cid: 'ticket-qr' });
    expect(Buffer.from(png.content, 'base64').subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(mail!.html).toContain('<img src="cid:ticket-qr" alt="QR code of your ticket"');
  });

  it('a guest buys a ticket after the human check, in Arabic; found only by its uuid and email', async () => {
    const before = await ticketCount(shop.db);
    const reply = await call(TICKET_GUEST, guestVars(roomy.tiers[2]!, 4), undefined, 'ar');
    expect(reply.errors).toBeUndefined();
    const { id, uuid, email } = reply.data!.ticketGuest;
    expect(reply.data!.ticketGuest.operation_type).toBe('ticket');
    expect(email).toBe(GUEST.email);
    expect(await ticketCount(shop.db)).toBe(before + 1);
    const row = await shop.db.selectFrom('tickets').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, guest_name: GUEST.name, guest_phone: '+9647501234567', guest_address: GUEST.address, people: 4, total: 100000, lang: 'ar' });

    const found = await call(GUEST_TICKET, { uuid, email: ` ${GUEST.email.toUpperCase()} ` });
    expect(found.errors).toBeUndefined();
    expect(found.data!.guestTicketByUuid).toMatchObject({ id, uuid, people: 4, total: 100000, name: GUEST.name, email: GUEST.email, phone: '+9647501234567', address: GUEST.address });
    expectNotFound(await call(GUEST_TICKET, { uuid: neighbour(uuid), email: GUEST.email }));
    expectNotFound(await call(GUEST_TICKET, { uuid, email: 'someone.else@example.com' }));
    expectNotFound(await call(GUEST_TICKET, { uuid: id, email: GUEST.email }));
    expectNotFound(await call(GUEST_TICKET, { uuid: `${uuid}x`, email: GUEST.email }));

    const mail = await lastMailTo(shop.db, GUEST.email);
    expect(mail?.subject).toBe(`تذكرة الورشة رقم ${new Intl.NumberFormat('ar-IQ').format(Number(id))}: ورشة تجريبية`);
    expect(mail?.body).toContain('٤');
    const link = linkIn(mail?.body);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/workshops`);
    expect(Object.fromEntries(link.searchParams)).toEqual({ id, token: uuid, email: GUEST.email, type: 'ticket' });
  });

  it("a customer's ticket is never a guest ticket, and never another customer's", async () => {
    const mine = (await call(TICKET, { ticket: String(roomy.tiers[0]), people: 1, method: 'cash' }, customer)).data!.ticket;
    expectNotFound(await call(GUEST_TICKET, { uuid: mine.uuid, email: customer.email }));
    expectNotFound(await call(MY_TICKET, { id: mine.id }, other));
    expect((await call(TICKETS, {}, other)).data!.tickets.map((ticket: { id: string }) => ticket.id)).not.toContain(mine.id);
    expectNotFound(await call(PAY_LATER, { id: mine.id, type: 'ticket', method: 'zaincash' }, other));
    for (const query of [MY_TICKET, TICKETS]) {
      expect((await call(query, { id: mine.id })).errors![0]!.message).toBe('unauthorized');
    }
    expect((await call(TICKET, { ticket: String(roomy.tiers[0]), people: 1, method: 'cash' })).errors![0]!.message).toBe('unauthorized');
  });

  it('a guest who fails the human check or gives bad contact details saves nothing', async () => {
    const before = { tickets: await ticketCount(shop.db), seats: await seatsTaken(shop.db, roomy.id) };
    const failed = await call(TICKET_GUEST, guestVars(roomy.tiers[0]!, 1, { token: 'local-fail' }));
    expect(failed.errors![0]!.message).toBe('bad.request');
    for (const [field, value, key] of [
      ['email', 'nope', 'input.email.invalid'],
      ['phone', '12345', 'input.phone.invalid'],
      ['name', '  ', 'input.name.required'],
    ]) {
      const reply = await call(TICKET_GUEST, guestVars(roomy.tiers[0]!, 1, { [field!]: value }));
      expect(reply.errors![0]).toMatchObject({ message: 'bad.request', extensions: { validation: { [field!]: [key] } } });
    }
    const noAddress = await call(TICKET_GUEST, guestVars(roomy.tiers[0]!, 1, { address: null }));
    expect(noAddress.errors).toBeUndefined();
    expect(await ticketCount(shop.db)).toBe(before.tickets + 1);
    expect(await seatsTaken(shop.db, roomy.id)).toBe(before.seats + 1);
  });

  describe('refusals that save nothing', () => {
    let past: TestWorkshop;
    let nearlyFull: TestWorkshop;
    beforeAll(async () => {
      past = await createWorkshop(shop.db, { seats: 10, startsAt: new Date(Date.now() - 86_400_000), tiers: [{ min: 1, max: 2, price: 20000 }] });
      nearlyFull = await createWorkshop(shop.db, {
        seats: 10,
        taken: 8,
        tiers: [
          { min: 1, max: 1, price: 20000 },
          { min: 3, max: 4, price: 15000 },
          { min: 1, max: 4, price: 18000 },
        ],
      });
    });

    it.each([
      ['an unknown tier', () => ({ ticket: '999999' }), { validation: { ticket: ['input.ticket.invalid'] } }],
      ['a malformed tier id', () => ({ ticket: 'abc' }), { validation: { ticket: ['input.ticket.invalid'] } }],
      ["people below the tier's min", () => ({ ticket: String(roomy.tiers[2]), people: 2 }), { validation: { people: ['input.people.min'] } }],
      ["people above the tier's max", () => ({ ticket: String(roomy.tiers[2]), people: 7 }), { validation: { people: ['input.people.max'] } }],
      ['people 0', () => ({ people: 0 }), { validation: { people: ['input.people.min'] } }],
      ['an unknown method', () => ({ method: 'bitcoin' }), { validation: { method: ['input.method.invalid'] } }],
    ] as Array<[string, () => Record<string, unknown>, Record<string, unknown>]>)('%s is bad.request', async (_, change, extensions) => {
      const before = { tickets: await ticketCount(shop.db), seats: await seatsTaken(shop.db, roomy.id) };
      const reply = await call(TICKET, { ticket: String(roomy.tiers[0]), people: 1, method: 'cash', ...change() }, customer);
      expect(reply.errors![0]).toMatchObject({ message: 'bad.request', extensions });
      expect(await ticketCount(shop.db)).toBe(before.tickets);
      expect(await seatsTaken(shop.db, roomy.id)).toBe(before.seats);
    });

    it('a past workshop, a closed tier and too few seats are refused with their reason', async () => {
      const before = await ticketCount(shop.db);
      const pastReply = await call(TICKET, { ticket: String(past.tiers[0]), people: 1, method: 'cash' }, customer);
      expect(pastReply.errors![0]).toMatchObject({ message: 'ticket.past', extensions: { code: 'REFUSED' } });
      const closed = await call(TICKET_GUEST, guestVars(roomy.tiers[3]!, 1));
      expect(closed.errors![0]).toMatchObject({ message: 'ticket.closed', extensions: { code: 'REFUSED' } });
      const full = await call(TICKET, { ticket: String(nearlyFull.tiers[2]), people: 3, method: 'cash' }, customer);
      expect(full.errors![0]).toMatchObject({ message: 'ticket.seats', extensions: { code: 'REFUSED', seatsLeft: 2 } });
      expect(await ticketCount(shop.db)).toBe(before);
      expect(await seatsTaken(shop.db, past.id)).toBe(0);
      expect(await seatsTaken(shop.db, nearlyFull.id)).toBe(8);
    });

    it("shows seats left, past, and soldout computed from closed, past and seats left below the tier's min", async () => {
      const near = (await call(WORKSHOP, { id: String(nearlyFull.id) })).data!.workshop;
      expect(near).toMatchObject({ seats: 10, seatsLeft: 2, past: false });
      expect(near.tickets.map((tier: { soldout: boolean }) => tier.soldout)).toEqual([false, false, true]);
      expect(near.tickets[0].workshop).toEqual({ id: String(nearlyFull.id), seatsLeft: 2 });
      const gone = (await call(WORKSHOP, { id: String(past.id) })).data!.workshop;
      expect(gone).toMatchObject({ past: true, seatsLeft: 10 });
      expect(gone.tickets.every((tier: { soldout: boolean }) => tier.soldout)).toBe(true);
      const wide = (await call(WORKSHOP, { id: String(roomy.id) })).data!.workshop;
      // Tiers come by group size: the closed one (min 1) sorts among the open ones; only it is sold out.
      const soldout = Object.fromEntries(wide.tickets.map((tier: { id: string; soldout: boolean }) => [tier.id, tier.soldout]));
      expect(soldout).toEqual(Object.fromEntries(roomy.tiers.map((id, index) => [String(id), index === 3])));
      // The last two seats sold: every tier is now sold out.
      expect((await call(TICKET, { ticket: String(nearlyFull.tiers[2]), people: 2, method: 'cash' }, customer)).errors).toBeUndefined();
      const after = (await call(WORKSHOP, { id: String(nearlyFull.id) })).data!.workshop;
      expect(after.seatsLeft).toBe(0);
      expect(after.tickets.every((tier: { soldout: boolean }) => tier.soldout)).toBe(true);
      const none = await call(TICKET, { ticket: String(nearlyFull.tiers[0]), people: 1, method: 'cash' }, customer);
      expect(none.errors![0]).toMatchObject({ message: 'ticket.seats', extensions: { seatsLeft: 0 } });
    });
  });

  it('an online method starts the payment for people × price; a provider failure cancels the ticket and frees its seats', async () => {
    const reply = await call(TICKET, { ticket: String(roomy.tiers[2]), people: 3, method: 'zaincash' }, customer);
    expect(reply.errors).toBeUndefined();
    const { id } = reply.data!.ticket;
    expect(reply.data!.ticket.token).toBe(`zaincash-${id}-75000`);
    expect(payments.started.at(-1)).toMatchObject({ kind: 'ticket', id: Number(id), total: 75000, method: 'zaincash' });
    const seats = await seatsTaken(shop.db, roomy.id);
    payments.failing = true;
    const failed = await call(TICKET_GUEST, guestVars(roomy.tiers[2]!, 5, { method: 'fib' }));
    expect(failed.errors![0]!.message).toBe('payment.unavailable');
    const last = await shop.db.selectFrom('tickets').select(['status', 'people']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last).toEqual({ status: 'cancelled', people: 5 });
    expect(await seatsTaken(shop.db, roomy.id)).toBe(seats);
  });

  it('payLater type ticket starts a new payment for a pending unpaid ticket; a paid or cancelled one is refused', async () => {
    const cash = await call(TICKET, { ticket: String(roomy.tiers[1]), people: 2, method: 'cash' }, customer);
    const id = cash.data!.ticket.id;
    const later = await call(PAY_LATER, { id, type: 'ticket', method: 'fastpay' }, customer);
    expect(later.errors).toBeUndefined();
    expect(later.data!.payLater).toMatchObject({ id, uuid: cash.data!.ticket.uuid, operation_type: 'ticket', url: `https://fastpay.example/pay/${id}` });
    expect(payments.started.at(-1)).toMatchObject({ kind: 'ticket', id: Number(id), total: 60000, method: 'fastpay' });
    expect((await call(MY_TICKET, { id }, customer)).data!.myTicket.method).toBe('fastpay');
    await shop.db.updateTable('tickets').set({ paid: true }).where('id', '=', Number(id)).execute();
    const paid = await call(PAY_LATER, { id, type: 'ticket', method: 'fib' }, customer);
    expect(paid.errors![0]).toMatchObject({ message: 'bad.request', extensions: { reason: 'ticket.state' } });
    // An order's id is not a ticket's: the type says which.
    expectNotFound(await call(PAY_LATER, { id: '999999', type: 'ticket', method: 'fib' }, customer));
  });

  it('the database itself refuses oversold seats and a payment for two things at once', async () => {
    const small = await createWorkshop(shop.db, { seats: 3, taken: 3, tiers: [{ min: 1, max: 1, price: 1000 }] });
    await expect(sql`UPDATE workshops SET seats_taken = seats_taken + 1 WHERE id = ${small.id}`.execute(shop.db)).rejects.toThrow(/check constraint/);
    await expect(sql`UPDATE workshops SET seats_taken = -1 WHERE id = ${small.id}`.execute(shop.db)).rejects.toThrow(/check constraint/);
    const ticket = await shop.db.selectFrom('tickets').select('id').orderBy('id').executeTakeFirstOrThrow();
    const order = await shop.db.selectFrom('orders').select('id').orderBy('id').executeTakeFirstOrThrow();
    const payment = (owners: Record<string, number>) =>
      shop.db
        .insertInto('payments')
        .values({ ...owners, gateway: 'fib', gateway_txn_id: `txn-${Object.keys(owners).join('-')}`, order_ref: '1', amount: 1000, expires_at: new Date() })
        .execute();
    await expect(payment({ order_id: order.id, ticket_id: ticket.id })).rejects.toThrow(/check constraint/);
    await expect(payment({})).rejects.toThrow(/check constraint/);
    await payment({ ticket_id: ticket.id });
    await expect(sql`UPDATE tickets SET total = total + 1 WHERE id = ${ticket.id}`.execute(shop.db)).rejects.toThrow(/check constraint/);
  });

  it('a retry with the same idempotency key answers the first ticket and takes no more seats; another request with it is refused', async () => {
    const before = { tickets: await ticketCount(shop.db), seats: await seatsTaken(shop.db, roomy.id) };
    const variables = { ticket: String(roomy.tiers[2]), people: 3, method: 'nasspay', idempotencyKey: 'ticket-key-1' };
    const first = await call(TICKET, variables, customer);
    const again = await call(TICKET, variables, customer);
    expect(first.errors).toBeUndefined();
    expect(again.data!.ticket).toEqual(first.data!.ticket);
    expect(await ticketCount(shop.db)).toBe(before.tickets + 1);
    expect(await seatsTaken(shop.db, roomy.id)).toBe(before.seats + 3);
    const changed = await call(TICKET, { ...variables, people: 4 }, customer);
    expect(changed.errors![0]).toMatchObject({ message: 'bad.request', extensions: { reason: 'idempotency' } });
    const mails = () => mailCount(shop.db, GUEST.email);
    const one = await call(TICKET_GUEST, guestVars(roomy.tiers[0]!, 1, { idempotencyKey: 'ticket-key-2' }));
    const mailed = await mails();
    const two = await call(TICKET_GUEST, guestVars(roomy.tiers[0]!, 1, { idempotencyKey: 'ticket-key-2', token: 'another-fresh-token' }));
    expect(two.data!.ticketGuest).toEqual(one.data!.ticketGuest);
    expect(await mails()).toBe(mailed);
    expect(await ticketCount(shop.db)).toBe(before.tickets + 2);
  });
});
