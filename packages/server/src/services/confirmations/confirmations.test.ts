import { normalizePhone } from '@candleshop/rules';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '../../auth/client-address.js';
import { lastMailTo } from '../../test/accounts.js';
import { createProduct, places, refillChoice, stockOf, type TestProduct } from '../../test/buying.js';
import { testDatabases } from '../../test/databases.js';
import { graphql, openShop, PUBLIC_URL, type TestShop } from '../../test/shop.js';
import { verifiedStaff, type TestStaff } from '../../test/staff.js';
import { createWorkshop, seatsTaken } from '../../test/tickets.js';
import { CONFIRMATION_MISSES_PER_HOUR } from './link-lookup.js';

// Issue 28 item 1: every cash order, refill request and ticket gets a confirm-or-cancel link by
// mail and text in its language; the link is answered once, expires, names one sale only; a
// cancel gives back what the sale held; the unanswered reach the call list; staff act, audited.

const BUY_NOW_GUEST = `mutation B($id: ID!, $quantity: Int!, $city: ID, $address: String, $guest: GuestInput!) {
  buyNowGuest(id: $id, quantity: $quantity, method: "cash", city: $city, address: $address, token: "local-unverified", guest: $guest) { id } }`;
const REFILL_GUEST = `mutation R($container: ID!, $wick: ID!, $size: ID!, $color: ID!, $scent: ID!, $city: ID, $address: String, $guest: GuestInput!) {
  refillRequestGuest(container: $container, wick: $wick, size: $size, color: $color, scent: $scent, quantity: 2, method: "cash", city: $city,
    address: $address, token: "local-unverified", guest: $guest) { id } }`;
const TICKET_GUEST = `mutation T($id: ID!, $email: String!, $phone: String!) {
  ticketGuest(ticket_id: $id, people: 2, method: "cash", name: "Dilan", email: $email, phone: $phone, token: "local-unverified") { id } }`;
const READ = `query C($token: String!) { saleConfirmation(token: $token) { status expired open sale { kind id total pickup city lines { title quantity } } } }`;
const ANSWER = `mutation A($token: String!, $answer: String!) { answerConfirmation(token: $token, answer: $answer) { status open sale { kind id } } }`;
const CALL_LIST = `{ adminCallList { kind id date callAfter calledAt calledBy linkSent total name phone } }`;
const CALLED = `mutation C($kind: String!, $id: ID!) { adminConfirmationCalled(kind: $kind, id: $id) { status toCall calledAt calledBy } }`;
const STAFF_ANSWER = `mutation A($kind: String!, $id: ID!, $answer: String!) { adminAnswerConfirmation(kind: $kind, id: $id, answer: $answer) { status toCall } }`;
const ORDER = `query O($id: ID!) { adminOrder(id: $id) { order { status } confirmation { status toCall calledBy } audit { action staff before after note } } }`;
const REQUEST = `query R($kind: String!, $id: ID!) { adminRequest(kind: $kind, id: $id) { status confirmation { status } } }`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(testDatabases())('cash sale confirmations on $name', (database) => {
  let shop: TestShop;
  let product: TestProduct;
  let delivery: { city: string; address: string };
  let staff: TestStaff;
  let guests = 0;

  beforeAll(async () => {
    shop = await openShop(database);
    product = await createProduct(shop.db, { stock: 50, price: 12_000 });
    delivery = { city: (await places(shop.db)).city, address: 'Street 9' };
    staff = await verifiedStaff(shop, 'staff');
  });
  afterAll(() => shop?.close());

  const newGuest = () => {
    guests += 1;
    return { name: `Rezan ${guests}`, email: `confirm${guests}@example.com`, phone: `0770200${String(guests).padStart(4, '0')}` };
  };
  const query = (text: string, variables: Record<string, unknown> = {}, lang?: string) => graphql(shop.app, text, variables, { lang });
  const asStaff = (text: string, variables: Record<string, unknown> = {}) => graphql(shop.app, text, variables, { headers: staff.headers });

  /** A guest's cash order of `quantity`, and the token of the link texted to the guest. */
  async function cashOrder(quantity = 1, lang = 'en') {
    const guest = newGuest();
    const placed = await query(BUY_NOW_GUEST, { id: String(product.id), quantity, ...delivery, guest }, lang);
    expect(placed.errors).toBeUndefined();
    const id = Number(placed.data!.buyNowGuest.id);
    return { id, guest, token: await texted(guest.phone) };
  }
  async function texted(phone: string) {
    const text = await shop.db.selectFrom('text_outbox').selectAll().where('recipient', '=', normalizePhone(phone)!).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return /\/confirm\/([\w-]+)/.exec(text.body)![1]!;
  }
  const confirmationOf = (column: 'order_id' | 'refill_request_id' | 'ticket_id', id: number) => shop.db.selectFrom('sale_confirmations').selectAll().where(column, '=', id).executeTakeFirstOrThrow();

  it("sends a cash order its link in the sale's language by mail and by text, keeping only the token's SHA-256", async () => {
    const before = Date.now();
    const { id, guest, token } = await cashOrder(1, 'ar');
    const row = await confirmationOf('order_id', id);
    expect(row.token_hash).toBe(sha256(token));
    expect(row.token_hash).not.toContain(token);
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(row.status).toBe('awaiting');
    expect(row.expires_at.getTime() - before).toBeGreaterThanOrEqual(3 * 86_400_000 - 1000);
    expect(row.expires_at.getTime() - before).toBeLessThan(3 * 86_400_000 + 60_000);
    expect(row.call_after.getTime() - before).toBeGreaterThanOrEqual(12 * 3_600_000 - 1000);
    expect(row.call_after.getTime() - before).toBeLessThan(12 * 3_600_000 + 60_000);
    const link = `${PUBLIC_URL}/ar/confirm/${token}`;
    const text = await shop.db.selectFrom('text_outbox').selectAll().where('recipient', '=', normalizePhone(guest.phone)!).executeTakeFirstOrThrow();
    expect(text.lang).toBe('ar');
    expect(text.body).toContain(link);
    expect(text.body).toContain('يرجى تأكيد الطلب رقم');
    expect(text.body).toContain(`(${(12_000 + (await places(shop.db)).cityPrice).toLocaleString('ar-IQ')} دينار، نقداً)`);
    const mails = await shop.db.selectFrom('outbox').selectAll().where('recipient', '=', guest.email).execute();
    const mail = mails.find((item) => item.body.includes(link));
    expect(mail?.subject).toContain('يرجى تأكيد');
  });

  it('writes the English message for an English sale', async () => {
    const { guest, token } = await cashOrder(2, 'en');
    const text = await shop.db.selectFrom('text_outbox').selectAll().where('recipient', '=', normalizePhone(guest.phone)!).executeTakeFirstOrThrow();
    const total = (24_000 + (await places(shop.db)).cityPrice).toLocaleString('en-US');
    expect(text.body).toBe(`Hello ${guest.name}, please confirm your order ${text.body.match(/order (\d+)/)![1]} (${total} IQD, cash) or cancel it: ${PUBLIC_URL}/confirm/${token}`);
    expect((await lastMailTo(shop.db, guest.email))?.body).toContain(`${PUBLIC_URL}/confirm/${token}`);
  });

  it('reads a link without answering it, then confirms it once; a second answer is refused and changes nothing', async () => {
    const { id, token } = await cashOrder(2);
    const stock = await stockOf(shop.db, product.id);
    const read = await query(READ, { token });
    expect(read.data!.saleConfirmation).toEqual({
      status: 'awaiting',
      expired: false,
      open: true,
      sale: { kind: 'order', id: String(id), total: 24_000 + (await places(shop.db)).cityPrice, pickup: false, city: expect.any(String), lines: [{ title: 'Test candle', quantity: 2 }] },
    });
    await query(READ, { token });
    expect((await confirmationOf('order_id', id)).status).toBe('awaiting');

    const confirmed = await query(ANSWER, { token, answer: 'confirm' });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.answerConfirmation).toMatchObject({ status: 'confirmed', sale: { kind: 'order', id: String(id) } });
    const again = await query(ANSWER, { token, answer: 'cancel' });
    expect(again.errors![0]).toMatchObject({ message: 'confirmation.answered', extensions: { status: 'confirmed' } });
    expect(await stockOf(shop.db, product.id)).toBe(stock);
    expect((await shop.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('pending');
    expect((await asStaff(ORDER, { id: String(id) })).data!.adminOrder.confirmation).toEqual({ status: 'confirmed', toCall: false, calledBy: null });
  });

  it('cancels by the link: the order is cancelled and its stock comes back exactly once', async () => {
    const stock = await stockOf(shop.db, product.id);
    const { id, token } = await cashOrder(3);
    expect(await stockOf(shop.db, product.id)).toBe(stock - 3);
    const answers = await Promise.all([query(ANSWER, { token, answer: 'cancel' }), query(ANSWER, { token, answer: 'cancel' })]);
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.find((answer) => answer.errors)!.errors![0]!.message).toBe('confirmation.answered');
    expect(await stockOf(shop.db, product.id)).toBe(stock);
    const order = await shop.db.selectFrom('orders').select(['status', 'cancel_reason']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'cancelled', cancel_reason: 'customer.cancelled' });
    expect((await query(READ, { token })).data!.saleConfirmation).toMatchObject({ status: 'cancelled', open: false });
  });

  it('refuses an expired link and changes nothing', async () => {
    const { id, token } = await cashOrder(1);
    const stock = await stockOf(shop.db, product.id);
    await shop.db
      .updateTable('sale_confirmations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('order_id', '=', id)
      .execute();
    expect((await query(READ, { token })).data!.saleConfirmation).toMatchObject({ status: 'awaiting', expired: true });
    for (const answer of ['confirm', 'cancel']) {
      expect((await query(ANSWER, { token, answer })).errors![0]!.message).toBe('confirmation.expired');
    }
    expect(await stockOf(shop.db, product.id)).toBe(stock);
    expect((await confirmationOf('order_id', id)).status).toBe('awaiting');
  });

  it("answers only the sale its own token names: another customer's sale is untouched", async () => {
    const mine = await cashOrder(1);
    const theirs = await cashOrder(1);
    expect(mine.token).not.toBe(theirs.token);
    expect((await query(ANSWER, { token: mine.token, answer: 'cancel' })).data!.answerConfirmation.sale.id).toBe(String(mine.id));
    expect((await confirmationOf('order_id', theirs.id)).status).toBe('awaiting');
    expect((await shop.db.selectFrom('orders').select('status').where('id', '=', theirs.id).executeTakeFirstOrThrow()).status).toBe('pending');
    // A token differing in one character is nobody's.
    const forged = `${theirs.token.slice(0, -1)}${theirs.token.endsWith('A') ? 'B' : 'A'}`;
    expect((await query(ANSWER, { token: forged, answer: 'cancel' })).errors![0]!.message).toBe('confirmation.unknown');
    expect((await confirmationOf('order_id', theirs.id)).status).toBe('awaiting');
  });

  it('refuses a link whose sale is closed: the shop cancelled the order meanwhile', async () => {
    const { id, token } = await cashOrder(1);
    await shop.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', id).execute();
    expect((await query(ANSWER, { token, answer: 'confirm' })).errors![0]!.message).toBe('confirmation.closed');
    expect((await query(ANSWER, { token, answer: 'cancel' })).errors![0]!.message).toBe('confirmation.closed');
    expect((await confirmationOf('order_id', id)).status).toBe('awaiting');
  });

  it('gives cash refill requests and tickets their links; a cancelled ticket frees its seats', async () => {
    const choice = await refillChoice(shop.db);
    const refillGuest = newGuest();
    const refill = await query(REFILL_GUEST, { ...choice.args, ...delivery, guest: refillGuest }, 'ku');
    expect(refill.errors).toBeUndefined();
    const refillToken = await texted(refillGuest.phone);
    expect((await shop.db.selectFrom('text_outbox').select('body').where('recipient', '=', normalizePhone(refillGuest.phone)!).executeTakeFirstOrThrow()).body).toContain(`${PUBLIC_URL}/ku/confirm/`);
    const read = await query(READ, { token: refillToken }, 'ku');
    expect(read.data!.saleConfirmation.sale).toMatchObject({ kind: 'refill', lines: [{ title: null, quantity: 2 }] });
    expect((await query(ANSWER, { token: refillToken, answer: 'cancel' })).errors).toBeUndefined();
    expect((await asStaff(REQUEST, { kind: 'refill', id: refill.data!.refillRequestGuest.id })).data!.adminRequest).toEqual({ status: 'cancelled', confirmation: { status: 'cancelled' } });

    const workshop = await createWorkshop(shop.db, { seats: 10, tiers: [{ min: 1, max: 4, price: 15_000 }] });
    const ticketGuest = newGuest();
    const ticket = await query(TICKET_GUEST, { id: String(workshop.tiers[0]), email: ticketGuest.email, phone: ticketGuest.phone });
    expect(ticket.errors).toBeUndefined();
    expect(await seatsTaken(shop.db, workshop.id)).toBe(2);
    const ticketToken = await texted(ticketGuest.phone);
    expect((await query(READ, { token: ticketToken })).data!.saleConfirmation.sale).toMatchObject({ kind: 'ticket', total: 30_000, city: null, lines: [{ quantity: 2 }] });
    expect((await query(ANSWER, { token: ticketToken, answer: 'cancel' })).errors).toBeUndefined();
    expect(await seatsTaken(shop.db, workshop.id)).toBe(0);
  });

  // The seed's open cash sales that never had a link (they would be on the call list) get one due tomorrow.
  async function linkTheUnlinked() {
    const tomorrow = new Date(Date.now() + 86_400_000);
    for (const [table, column] of [
      ['orders', 'order_id'],
      ['refill_requests', 'refill_request_id'],
      ['tickets', 'ticket_id'],
    ] as const) {
      const ids = await shop.db.selectFrom(table).select('id').where('method', '=', 'cash').where('paid', '=', false).where('status', 'in', ['pending', 'accepted']).execute();
      for (const { id } of ids)
        await shop.db
          .insertInto('sale_confirmations')
          .values({ [column]: id, token_hash: sha256(`${table}-${id}-${Math.random()}`), expires_at: tomorrow, call_after: tomorrow })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
    }
  }

  it('puts an open cash sale that never got its link on the call list once its call time passed; staff record the call and answer on it (issue 36 item 1)', async () => {
    const linked = await cashOrder(1);
    const unlinked = await cashOrder(1);
    await linkTheUnlinked();
    await shop.db.deleteFrom('sale_confirmations').where('order_id', '=', unlinked.id).execute();
    const onList = async () => ((await asStaff(CALL_LIST)).data!.adminCallList as Array<{ kind: string; id: string }>).filter((row) => row.kind === 'order' && [linked.id, unlinked.id].includes(Number(row.id)));
    // Placed just now: not yet (12 hours by default, as a link's call time).
    expect(await onList()).toEqual([]);
    await shop.db
      .updateTable('orders')
      .set({ created_at: new Date(Date.now() - 13 * 3_600_000) })
      .where('id', 'in', [linked.id, unlinked.id])
      .execute();
    expect(await onList()).toEqual([expect.objectContaining({ id: String(unlinked.id), calledAt: null, linkSent: false, name: unlinked.guest.name, phone: normalizePhone(unlinked.guest.phone) })]);
    const called = await asStaff(CALLED, { kind: 'order', id: String(unlinked.id) });
    expect(called.data!.adminConfirmationCalled).toMatchObject({ status: 'awaiting', toCall: true, calledBy: staff.email });
    // The row the call is recorded on is not a link: the sale still never got one.
    expect((await onList())[0]).toMatchObject({ id: String(unlinked.id), calledBy: staff.email, linkSent: false });
    const confirmed = await asStaff(STAFF_ANSWER, { kind: 'order', id: String(unlinked.id), answer: 'confirm' });
    expect(confirmed.data!.adminAnswerConfirmation).toEqual({ status: 'confirmed', toCall: false });
    expect(await onList()).toEqual([]);
    // Nothing is made up for a sale that is not an open cash sale.
    await shop.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', linked.id).execute();
    await shop.db.deleteFrom('sale_confirmations').where('order_id', '=', linked.id).execute();
    expect((await asStaff(CALLED, { kind: 'order', id: String(linked.id) })).errors![0]!.message).toBe('not.found');
  });

  it('lists sales unanswered past their call time, oldest first, with the phone; staff record the call and answer for the customer, audited', async () => {
    const first = await cashOrder(1);
    const second = await cashOrder(1);
    const answered = await cashOrder(1);
    const notYet = await cashOrder(1);
    await query(ANSWER, { token: answered.token, answer: 'confirm' });
    const past = new Date(Date.now() - 60_000);
    await shop.db.updateTable('sale_confirmations').set({ call_after: past }).where('order_id', 'in', [first.id, second.id, answered.id]).execute();
    // Nobody else's leftovers: only these sales are past their call time.
    await shop.db
      .updateTable('sale_confirmations')
      .set({ call_after: new Date(Date.now() + 86_400_000) })
      .where('order_id', 'not in', [first.id, second.id, answered.id])
      .execute();
    await shop.db
      .updateTable('sale_confirmations')
      .set({ call_after: new Date(Date.now() + 86_400_000) })
      .where('order_id', 'is', null)
      .execute();
    await linkTheUnlinked();

    const list = (await asStaff(CALL_LIST)).data!.adminCallList;
    expect(list.map((row: { id: string }) => Number(row.id))).toEqual([first.id, second.id]);
    expect(list[0]).toMatchObject({ kind: 'order', phone: normalizePhone(first.guest.phone), name: first.guest.name, calledAt: null, linkSent: true });
    expect(list.some((row: { id: string }) => Number(row.id) === notYet.id)).toBe(false);
    expect((await asStaff(ORDER, { id: String(first.id) })).data!.adminOrder.confirmation.toCall).toBe(true);
    // Customers (no staff session) may not see it.
    expect((await query(CALL_LIST)).errors![0]!.message).toBe('forbidden');

    const called = await asStaff(CALLED, { kind: 'order', id: String(first.id) });
    expect(called.data!.adminConfirmationCalled).toMatchObject({ status: 'awaiting', toCall: true, calledBy: staff.email });
    const stock = await stockOf(shop.db, product.id);
    const cancelled = await asStaff(STAFF_ANSWER, { kind: 'order', id: String(first.id), answer: 'cancel' });
    expect(cancelled.data!.adminAnswerConfirmation).toEqual({ status: 'cancelled', toCall: false });
    expect(await stockOf(shop.db, product.id)).toBe(stock + 1);
    const order = (await asStaff(ORDER, { id: String(first.id) })).data!.adminOrder;
    expect(order.order.status).toBe('cancelled');
    expect(order.audit.map((entry: { action: string }) => entry.action)).toEqual(expect.arrayContaining(['called', 'confirmation']));
    const entry = order.audit.find((item: { action: string }) => item.action === 'confirmation');
    expect(entry).toMatchObject({ staff: staff.email, note: 'on the customer’s behalf' });
    expect(JSON.parse(entry.after)).toEqual({ confirmation: 'cancelled' });

    // Staff may confirm an expired link for the customer they reached.
    await shop.db.updateTable('sale_confirmations').set({ expires_at: past }).where('order_id', '=', second.id).execute();
    expect((await asStaff(STAFF_ANSWER, { kind: 'order', id: String(second.id), answer: 'confirm' })).data!.adminAnswerConfirmation.status).toBe('confirmed');
    expect((await asStaff(CALL_LIST)).data!.adminCallList).toEqual([]);
  });

  it('bounds token guessing per address, and never refuses a valid link (SECURITY-REVIEW-2 N6)', async () => {
    const { token } = await cashOrder(1);
    await shop.db.deleteFrom('rate_events').where('kind', '=', 'confirmMiss').execute();
    const from = (address: string) => ({ headers: { [PEER_ADDRESS_HEADER]: address } });
    const guess = (n: number, address: string) => graphql(shop.app, READ, { token: `guess-${n}-aaaaaaaaaaaaaaaaaaaaaaaa` }, from(address));
    const answers: Array<string | null> = [];
    for (let miss = 0; miss < 40; miss++) {
      const reply = await guess(miss, '198.51.100.40');
      answers.push(reply.errors ? reply.errors[0]!.message : reply.data!.saleConfirmation);
    }
    expect(answers).toEqual([...Array(CONFIRMATION_MISSES_PER_HOUR).fill(null), ...Array(40 - CONFIRMATION_MISSES_PER_HOUR).fill('rate.limited')]);
    // The customer behind the same address (CGNAT, a proxy) still reads and answers the link.
    expect((await graphql(shop.app, READ, { token }, from('198.51.100.40'))).data!.saleConfirmation.status).toBe('awaiting');
    expect((await graphql(shop.app, ANSWER, { token, answer: 'confirm' }, from('198.51.100.40'))).data!.answerConfirmation.status).toBe('confirmed');
    expect((await guess(99, '198.51.100.41')).data!.saleConfirmation).toBeNull();
  });

  it('counts an IPv6 client by its /64, however it rotates within it (SECURITY-REVIEW-2 N9)', async () => {
    await shop.db.deleteFrom('rate_events').where('kind', '=', 'confirmMiss').execute();
    const guess = (n: number, address: string) => graphql(shop.app, READ, { token: `guess-${n}-bbbbbbbbbbbbbbbbbbbbbbbb` }, { headers: { [PEER_ADDRESS_HEADER]: address } });
    for (let miss = 0; miss < CONFIRMATION_MISSES_PER_HOUR; miss++) {
      expect((await guess(miss, `2001:db8:5:6::${(miss + 1).toString(16)}`)).data!.saleConfirmation).toBeNull();
    }
    expect((await guess(100, '2001:db8:5:6:ffff::1')).errors![0]!.message).toBe('rate.limited');
    expect((await guess(101, '2001:db8:5:7::1')).data!.saleConfirmation).toBeNull();
  });
});
