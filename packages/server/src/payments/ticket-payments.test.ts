import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../test/customers.js';
import { testDatabases } from '../test/databases.js';
import { expectOnlyGenuineZainCashPays, localGatewaysSuite, visit } from '../test/payment-flows.js';
import { graphql } from '../test/shop.js';
import { createWorkshop, seatsTaken, type TestWorkshop } from '../test/tickets.js';
import { releaseUnpaid } from '../services/sale-life/release-unpaid.js';

// Tickets paid through the real payments and their local gateways (SECURITY §2): the verifier
// alone marks a ticket paid, a forged return marks nothing, and the sweeper cancels an expired
// unpaid ticket and gives its seats back exactly once.

const RESULT = `id uuid email token url fibToken { paymentId personalAppLink }`;
const TICKET = `mutation T($ticket: ID!, $people: Int!, $method: String!) {
  ticket(ticket: $ticket, people: $people, method: $method) { ${RESULT} } }`;
const TICKET_GUEST = `mutation T($ticket_id: ID!, $people: Int!, $method: String!) {
  ticketGuest(ticket_id: $ticket_id, people: $people, method: $method, name: "Shilan Ahmed", email: "shilan@example.com",
    phone: "07501234567", token: "local-unverified") { ${RESULT} } }`;
const PAY_LATER = `mutation P($id: ID!) { payLater(id: $id, type: "ticket", method: "fib") { ${RESULT} } }`;
const FIB_STATUS = `query S($paymentId: String!) { fibPaymentStatus(paymentId: $paymentId) { status orderPaid } }`;

describe.each(testDatabases())('tickets with the local payment gateways on $name', (database) => {
  const suite = localGatewaysSuite(database);
  let customer: TestCustomer;
  let workshop: TestWorkshop;
  const state = (id: string | number) => suite.shop.db.selectFrom('tickets').select(['paid', 'status']).where('id', '=', Number(id)).executeTakeFirstOrThrow();
  const paymentsOf = (id: string | number) => suite.shop.db.selectFrom('payments').select(['gateway', 'status', 'order_id', 'refill_request_id', 'amount']).where('ticket_id', '=', Number(id)).orderBy('id').execute();

  beforeAll(async () => {
    customer = await createCustomer(suite.shop.db, { phone: '07701234567' });
    workshop = await createWorkshop(suite.shop.db, { seats: 30, tiers: [{ min: 1, max: 4, price: 30000 }] });
  });

  it('a customer pays a ticket with FIB: approved at the gateway, verified, the ticket is paid', async () => {
    const reply = await graphql(suite.app, TICKET, { ticket: String(workshop.tiers[0]), people: 2, method: 'fib' }, { headers: customer.headers });
    expect(reply.errors).toBeUndefined();
    const { id, fibToken } = reply.data!.ticket;
    expect(await paymentsOf(id)).toEqual([{ gateway: 'fib', status: 'PENDING_PAYMENT', order_id: null, refill_request_id: null, amount: 60000 }]);
    await visit(suite.app, fibToken.personalAppLink, { id: fibToken.paymentId, decision: 'approve' });
    expect(await state(id)).toEqual({ paid: true, status: 'pending' });
    expect((await graphql(suite.app, FIB_STATUS, { paymentId: fibToken.paymentId })).data).toEqual({ fibPaymentStatus: { status: 'PAID', orderPaid: true } });
  });

  it('a forged ZainCash return marks no ticket paid; the genuine one does, and the success page knows it is a ticket', async () => {
    const reply = await graphql(suite.app, TICKET_GUEST, { ticket_id: String(workshop.tiers[0]), people: 1, method: 'zaincash' });
    expect(reply.errors).toBeUndefined();
    const sale = reply.data!.ticketGuest;
    await expectOnlyGenuineZainCashPays(suite.app, sale, () => state(sale.id), 'ticket');
  });

  it('an expired unpaid ticket is cancelled by the sweeper and gives its seats back once', async () => {
    const before = await seatsTaken(suite.shop.db, workshop.id);
    const reply = await graphql(suite.app, TICKET, { ticket: String(workshop.tiers[0]), people: 3, method: 'zaincash' }, { headers: customer.headers });
    const { id } = reply.data!.ticket;
    expect(await seatsTaken(suite.shop.db, workshop.id)).toBe(before + 3);
    const later = new Date(Date.now() + 5 * 3600_000);
    await suite.payments.sweep({ now: later });
    expect(await state(id)).toEqual({ paid: false, status: 'cancelled' });
    expect(await seatsTaken(suite.shop.db, workshop.id)).toBe(before);
    expect((await paymentsOf(id)).map((payment) => payment.status)).toEqual(['EXPIRED']);
    // Again, and the release itself again: nothing more comes back.
    await suite.payments.sweep({ now: later });
    expect(await releaseUnpaid(suite.shop.db, { kind: 'ticket', id: Number(id) })).toBe(false);
    expect(await seatsTaken(suite.shop.db, workshop.id)).toBe(before);
    const txn = (await suite.shop.db.selectFrom('payments').select('gateway_txn_id').where('ticket_id', '=', Number(id)).executeTakeFirstOrThrow()).gateway_txn_id;
    expect(suite.log.infos.filter((line) => line.includes('EXPIRED by the sweeper') && line.includes(txn))).toHaveLength(1);
    // A cancelled ticket cannot be paid later.
    const refused = await graphql(suite.app, PAY_LATER, { id }, { headers: customer.headers });
    expect(refused.errors![0]).toMatchObject({ message: 'bad.request', extensions: { reason: 'ticket.state' } });
    expect(suite.log.alerts).toEqual([]);
  });

  it('payLater with FIB pays a pending cash ticket through the verifier', async () => {
    const cash = await graphql(suite.app, TICKET, { ticket: String(workshop.tiers[0]), people: 1, method: 'cash' }, { headers: customer.headers });
    const { id } = cash.data!.ticket;
    const later = await graphql(suite.app, PAY_LATER, { id }, { headers: customer.headers });
    expect(later.errors).toBeUndefined();
    const { fibToken } = later.data!.payLater;
    await visit(suite.app, fibToken.personalAppLink, { id: fibToken.paymentId, decision: 'approve' });
    expect(await state(id)).toEqual({ paid: true, status: 'pending' });
    expect((await paymentsOf(id)).map((payment) => [payment.gateway, payment.status, payment.amount])).toEqual([['fib', 'PAID', 30000]]);
  });
});
