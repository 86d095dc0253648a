import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../adapters/mail/local-outbox.js';
import type { ShopPayments } from '../../payments/payments.js';
import { releaseExpiredHolds } from '../../services/sales/hold-sweep.js';
import { sweepWaitingLists, type WaitlistOfferOptions } from '../../services/waitlist/waitlist-offers.js';
import { normalizePhone } from '@candleshop/rules';
import { linkIn } from '../../test/accounts.js';
import { createCustomer, type TestCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { sweepingPayments } from '../../test/payment-flows.js';
import { graphql, openShop, PUBLIC_URL, type TestShop } from '../../test/shop.js';
import { verifiedStaff, type TestStaff } from '../../test/staff.js';
import { createWorkshop, seatsTaken } from '../../test/tickets.js';

// Issue 27 item 4: a sold-out workshop's waiting list, offered seats as they come free.

const JOIN = `mutation J($ticket: ID!, $people: Int!, $name: String!, $email: String!, $phone: String!, $token: String) {
  joinWaitlist(ticket: $ticket, people: $people, name: $name, email: $email, phone: $phone, token: $token) }`;
const TICKET_GUEST = `mutation T($ticket_id: ID!, $people: Int, $email: String!, $offer: String) {
  ticketGuest(ticket_id: $ticket_id, people: $people, method: "cash", name: "Waiter", email: $email, phone: "07501112233", token: "local-unverified", offer: $offer) { id } }`;
const OFFER = `query O($token: String!) { waitlistOffer(token: $token) { people holdUntil name email phone ticket { id } workshop { id seatsLeft } } }`;
const MOVE = `mutation M($id: ID!, $status: String!) { adminMoveRequest(kind: "ticket", id: $id, status: $status, version: 0) { status } }`;
const LIST = `query L($workshop: ID!) { adminWaitlist(workshop: $workshop) { position name email people tier lang status holdUntil boughtTicket } }`;
const ADMIN_WORKSHOP = `query W($id: ID!) { adminWorkshop(id: $id) { id version title { en ku ar } description { en ku ar } date durationMinutes seats tiers { id min max price soldout } } }`;
const SAVE = `mutation S($input: AdminWorkshopInput!) { adminSaveWorkshop(input: $input) { seats seatsTaken } }`;
const HUMAN = 'local-unverified';

describe.each(testDatabases())('workshop waiting lists on $name', (database) => {
  let shop: TestShop;
  let staff: TestStaff;
  let customer: TestCustomer;
  let payments: ShopPayments;
  let guests = 0;
  const offerOptions = (): WaitlistOfferOptions => ({ publicUrl: PUBLIC_URL, mailer: createOutboxMailer(shop.db, () => {}), holdHours: 24 });
  const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);

  beforeAll(async () => {
    shop = await openShop(database);
    staff = await verifiedStaff(shop, 'staff');
    customer = await createCustomer(shop.db, { phone: '07701239876' });
    payments = sweepingPayments(shop, async (now) => {
      await releaseExpiredHolds(shop.db, { cashHoldHours: 48, mailer: createOutboxMailer(shop.db, () => {}), now });
      await sweepWaitingLists(shop.db, { ...offerOptions(), now });
    });
  });
  afterAll(() => shop?.close());

  const guest = () => {
    guests += 1;
    return { name: `Waiter ${guests}`, email: `waiter${guests}@example.com`, phone: `0750200${String(guests).padStart(4, '0')}` };
  };
  const join = (tier: number, people: number, who = guest(), lang = 'en', token: string | null = HUMAN, headers?: Record<string, string>) =>
    graphql(shop.app, JOIN, { ticket: String(tier), people, ...who, token }, { lang, ...(headers ? { headers } : {}) });
  const asStaff = (query: string, variables: Record<string, unknown>) => graphql(shop.app, query, variables, { headers: staff.headers });
  const entries = (workshopId: number) => shop.db.selectFrom('waitlist_entries').selectAll().where('workshop_id', '=', workshopId).orderBy('id').execute();
  const mailsTo = (email: string) => shop.db.selectFrom('outbox').selectAll().where('recipient', '=', email).orderBy('id').execute();
  const offerToken = async (email: string) => {
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    return linkIn(mails[0]!.body).searchParams.get('offer')!;
  };
  /** A full workshop of `seats`, its seats held by one cash ticket of a guest. */
  async function fullWorkshop(seats: number, tiers = [{ min: 1, max: 4, price: 20_000 }]) {
    const workshop = await createWorkshop(shop.db, { seats, tiers });
    const bought = await graphql(shop.app, TICKET_GUEST, { ticket_id: String(workshop.tiers[0]), people: seats, email: 'holder@example.com' });
    expect(bought.errors).toBeUndefined();
    return { ...workshop, ticket: bought.data!.ticketGuest.id as string };
  }

  it('lets a guest join a full tier after the human check, refuses a wrong one, bad people and a group that could buy now', async () => {
    const workshop = await fullWorkshop(2);
    const tier = workshop.tiers[0]!;
    expect((await join(tier, 2, guest(), 'en', 'forged')).errors![0]!.message).toBe('bad.request');
    expect((await join(tier, 2, guest(), 'en', null)).errors![0]!.message).toBe('bad.request');
    expect((await join(tier, 5)).errors![0]!.extensions).toMatchObject({ validation: { people: ['input.people.max'] } });
    expect((await join(99_999, 1)).errors![0]!.extensions).toMatchObject({ validation: { ticket: ['input.ticket.invalid'] } });
    expect((await graphql(shop.app, JOIN, { ticket: String(tier), people: 1, name: 'x', email: 'not-an-email', phone: '07501234567', token: HUMAN })).errors![0]!.extensions).toMatchObject({
      validation: { email: ['input.email.invalid'] },
    });
    const someone = guest();
    expect((await join(tier, 2, someone, 'ar')).errors).toBeUndefined();
    // The same email again keeps its first place.
    expect((await join(tier, 1, { ...someone, email: someone.email.toUpperCase() })).errors).toBeUndefined();
    expect(await entries(workshop.id)).toEqual([expect.objectContaining({ people: 2, lang: 'ar', status: 'waiting', name: someone.name })]);
    // A signed-in customer needs no human check.
    expect((await join(tier, 1, { name: 'Customer', email: customer.email, phone: '07701239876' }, 'en', null, customer.headers)).errors).toBeUndefined();
    expect((await entries(workshop.id))[1]).toMatchObject({ user_id: customer.userId });

    const roomy = await createWorkshop(shop.db, {
      seats: 10,
      tiers: [
        { min: 1, max: 4, price: 20_000 },
        { min: 1, max: 4, price: 5_000, closed: true },
      ],
    });
    expect((await join(roomy.tiers[0]!, 3)).errors![0]).toMatchObject({ message: 'waitlist.seatsFree', extensions: { seatsLeft: 10 } });
    // Issue 36 item 4: a tier the shop closed is not waited for while an open one takes the group…
    expect((await join(roomy.tiers[1]!, 3)).errors![0]).toMatchObject({ message: 'waitlist.seatsFree', extensions: { seatsLeft: 10 } });
    // …but is when none does: the open tier here is for 1 or 2 people, the group is 3.
    const pairs = await createWorkshop(shop.db, {
      seats: 10,
      tiers: [
        { min: 1, max: 2, price: 20_000 },
        { min: 3, max: 4, price: 5_000, closed: true },
      ],
    });
    expect((await join(pairs.tiers[1]!, 3)).errors).toBeUndefined();
  });

  it('offers seats a ticket staff cancel frees to the first person they fit, in their language, held for the hold time', async () => {
    const workshop = await fullWorkshop(3);
    const tier = workshop.tiers[0]!;
    const big = guest();
    const small = guest();
    const later = guest();
    await join(tier, 4, big);
    await join(tier, 3, small, 'ku');
    await join(tier, 1, later);
    const cancelled = await asStaff(MOVE, { id: workshop.ticket, status: 'cancelled' });
    expect(cancelled.errors).toBeUndefined();
    // 3 seats came free: the group of 4 does not fit, the group of 3 does, nothing is left for the next.
    const rows = await entries(workshop.id);
    expect(rows.map((row) => row.status)).toEqual(['waiting', 'offered', 'waiting']);
    const hold = rows[1]!.hold_until!.getTime() - rows[1]!.offered_at!.getTime();
    expect(Math.round(hold / 3_600_000)).toBe(24);
    expect(await seatsTaken(shop.db, workshop.id)).toBe(3);
    expect(await mailsTo(big.email)).toHaveLength(0);
    const [mail] = await mailsTo(small.email);
    expect(mail!.subject).toContain('کورسی بەتاڵ بوو');
    expect(mail!.body).toContain('٣');
    const link = linkIn(mail!.body);
    expect(link.pathname).toBe(`/workshops/${workshop.id}`);
    const token = link.searchParams.get('offer')!;
    const offer = await graphql(shop.app, OFFER, { token });
    expect(offer.data!.waitlistOffer).toMatchObject({ people: 3, ticket: { id: String(tier) }, workshop: { id: String(workshop.id), seatsLeft: 0 } });
    // Issue 36 item 4: the purchase form is prefilled with what they joined with…
    expect(offer.data!.waitlistOffer).toMatchObject({ name: small.name, email: small.email, phone: normalizePhone(small.phone) });
    // …and the offer is texted too, in their language, with the same link.
    const texts = await shop.db.selectFrom('text_outbox').selectAll().where('recipient', '=', normalizePhone(small.phone)!).execute();
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain(`/workshops/${workshop.id}?offer=${token}`);
    expect(texts[0]!.body).toContain('ژمارەی کەسەکان: ٣');
    expect(await shop.db.selectFrom('text_outbox').selectAll().where('recipient', '=', normalizePhone(big.phone)!).execute()).toHaveLength(0);
    expect(offer.data!.waitlistOffer.holdUntil).toMatch(/\+03:00$/);
    expect((await graphql(shop.app, OFFER, { token: 'not-a-token' })).data!.waitlistOffer).toBeNull();
    // Staff see the list in join order.
    const list = await asStaff(LIST, { workshop: String(workshop.id) });
    expect(list.data!.adminWaitlist).toEqual([
      expect.objectContaining({ position: 1, email: big.email, people: 4, tier: '1–4', status: 'waiting', holdUntil: null }),
      expect.objectContaining({ position: 2, email: small.email, people: 3, lang: 'ku', status: 'offered' }),
      expect.objectContaining({ position: 3, email: later.email, status: 'waiting' }),
    ]);
    expect((await graphql(shop.app, LIST, { workshop: String(workshop.id) })).errors![0]!.message).toBe('forbidden');
  });

  it('the held link buys exactly the held seats, once; another head count is refused', async () => {
    const workshop = await fullWorkshop(2);
    const tier = workshop.tiers[0]!;
    const waiting = guest();
    await join(tier, 2, waiting);
    await asStaff(MOVE, { id: workshop.ticket, status: 'rejected' });
    const token = await offerToken(waiting.email);
    // Nobody else can buy the held seats.
    expect((await graphql(shop.app, TICKET_GUEST, { ticket_id: String(tier), people: 1, email: 'other@example.com' })).errors![0]!.message).toBe('ticket.seats');
    expect((await graphql(shop.app, TICKET_GUEST, { ticket_id: String(tier), people: 1, email: waiting.email, offer: token })).errors![0]!.extensions).toMatchObject({ validation: { people: ['input.people.offer'] } });
    const bought = await graphql(shop.app, TICKET_GUEST, { ticket_id: String(tier), email: waiting.email, offer: token });
    expect(bought.errors).toBeUndefined();
    expect(await seatsTaken(shop.db, workshop.id)).toBe(2);
    const ticket = await shop.db.selectFrom('tickets').select(['people', 'total']).where('id', '=', Number(bought.data!.ticketGuest.id)).executeTakeFirstOrThrow();
    expect(ticket).toEqual({ people: 2, total: 40_000 });
    expect((await entries(workshop.id))[0]).toMatchObject({ status: 'bought', ticket_id: Number(bought.data!.ticketGuest.id) });
    expect((await graphql(shop.app, TICKET_GUEST, { ticket_id: String(tier), email: waiting.email, offer: token })).errors![0]!.message).toBe('waitlist.offerGone');
  });

  it('offers seats staff add to the workshop', async () => {
    const workshop = await fullWorkshop(2);
    const waiting = guest();
    await join(workshop.tiers[0]!, 2, waiting, 'ar');
    const { adminWorkshop: current } = (await asStaff(ADMIN_WORKSHOP, { id: String(workshop.id) })).data!;
    const { id, __typename, ...input } = { ...current, __typename: undefined };
    const saved = await asStaff(SAVE, { input: { ...input, id, seats: 4, tiers: current.tiers } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.adminSaveWorkshop).toEqual({ seats: 4, seatsTaken: 4 });
    expect((await mailsTo(waiting.email))[0]!.subject).toContain('توفرت مقاعد');
  });

  it('offers seats when staff open a tier they had closed again', async () => {
    const workshop = await createWorkshop(shop.db, { seats: 6, tiers: [{ min: 2, max: 3, price: 15_000, closed: true }] });
    const waiting = guest();
    expect((await join(workshop.tiers[0]!, 3, waiting)).errors).toBeUndefined();
    // Seats are free, but the tier is closed: nothing to offer yet, however often the sweeper runs.
    await sweepWaitingLists(shop.db, offerOptions());
    expect((await entries(workshop.id))[0]!.status).toBe('waiting');
    const { adminWorkshop: current } = (await asStaff(ADMIN_WORKSHOP, { id: String(workshop.id) })).data!;
    const saved = await asStaff(SAVE, { input: { ...current, tiers: current.tiers.map((tier: Record<string, unknown>) => ({ ...tier, soldout: false })) } });
    expect(saved.errors).toBeUndefined();
    expect((await entries(workshop.id))[0]).toMatchObject({ status: 'offered', people: 3 });
    expect(await seatsTaken(shop.db, workshop.id)).toBe(3);
    expect(await mailsTo(waiting.email)).toHaveLength(1);
  });

  it('offers the seats of an unpaid cash ticket whose hold ran out in the same sweeper pass', async () => {
    const workshop = await fullWorkshop(2);
    const waiting = guest();
    await join(workshop.tiers[0]!, 1, waiting);
    // Past the 48 h hold and the unanswered confirm link's three days.
    await payments.sweep({ now: inHours(73) });
    expect((await entries(workshop.id))[0]).toMatchObject({ status: 'offered', people: 1 });
    expect(await seatsTaken(shop.db, workshop.id)).toBe(1);
    expect(await mailsTo(waiting.email)).toHaveLength(1);
  });

  it('an unused offer lapses once however often (and however many) sweepers run, and the next person is offered', async () => {
    const workshop = await fullWorkshop(2);
    const tier = workshop.tiers[0]!;
    const first = guest();
    const second = guest();
    await join(tier, 2, first);
    await join(tier, 2, second);
    // Two sweepers at once find the freed seats: one offer, one mail.
    await shop.db.updateTable('workshops').set({ seats: 4 }).where('id', '=', workshop.id).execute();
    await Promise.all([sweepWaitingLists(shop.db, offerOptions()), sweepWaitingLists(shop.db, offerOptions())]);
    await sweepWaitingLists(shop.db, offerOptions());
    expect((await entries(workshop.id)).map((row) => row.status)).toEqual(['offered', 'waiting']);
    const firstToken = await offerToken(first.email);
    expect(await mailsTo(second.email)).toHaveLength(0);

    // Before the hold ends nothing changes; after it, twice at once and again: one expiry, one new offer.
    await sweepWaitingLists(shop.db, { ...offerOptions(), now: inHours(23) });
    expect((await entries(workshop.id)).map((row) => row.status)).toEqual(['offered', 'waiting']);
    const after = { ...offerOptions(), now: inHours(25) };
    const results = await Promise.all([sweepWaitingLists(shop.db, after), sweepWaitingLists(shop.db, after)]);
    await sweepWaitingLists(shop.db, after);
    expect(results.reduce((sum, result) => sum + result.expired, 0)).toBe(1);
    expect((await entries(workshop.id)).map((row) => row.status)).toEqual(['expired', 'offered']);
    expect(await seatsTaken(shop.db, workshop.id)).toBe(4);
    await offerToken(second.email);
    expect(await mailsTo(first.email)).toHaveLength(1);
    expect((await graphql(shop.app, TICKET_GUEST, { ticket_id: String(tier), email: first.email, offer: firstToken })).errors![0]!.message).toBe('waitlist.offerGone');
  });
});
