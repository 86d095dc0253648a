import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { testDatabases } from '../../test/databases.js';
import { graphql, openShop, type TestShop } from '../../test/shop.js';
import { createWorkshop, type TestWorkshop } from '../../test/tickets.js';

const TICKET_GUEST = `mutation T($ticket_id: ID!, $people: Int!, $method: String!, $name: String!, $email: String!, $phone: String!, $token: String!, $idempotencyKey: String) {
  ticketGuest(ticket_id: $ticket_id, people: $people, method: $method, name: $name, email: $email, phone: $phone, token: $token, idempotencyKey: $idempotencyKey) { id } }`;

// Issue 34 item 2: what follows a sale's placing are its placed event's handlers, in the order
// the customer has always had them (issue 28 item 1): the confirm-or-cancel link, then the receipt.
describe.each(testDatabases())('a sale placed on $name', (database) => {
  let shop: TestShop;
  let workshop: TestWorkshop;

  beforeAll(async () => {
    shop = await openShop(database, { humanCheck: createLocalHumanCheck(() => {}) });
    workshop = await createWorkshop(shop.db, { seats: 50, tiers: [{ min: 1, max: 1, price: 35000 }] });
  });
  afterAll(() => shop?.close());

  const guest = { name: 'Shilan Ahmed', email: 'placed.events@example.com', phone: '07501239876', token: 'local-unverified' };
  const mailsTo = (email: string) => shop.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', email).orderBy('id').execute();

  it('mails a cash ticket its link first and its receipt after it, once each, and dispatches its placed event', async () => {
    const variables = { ticket_id: String(workshop.tiers[0]), people: 1, method: 'cash', ...guest, idempotencyKey: 'placed-events-1' };
    const placed = await graphql(shop.app, TICKET_GUEST, variables);
    expect(placed.errors).toBeUndefined();
    const id = Number(placed.data!.ticketGuest.id);
    // A retry with the same key answers the same ticket and sends nothing more.
    expect(Number((await graphql(shop.app, TICKET_GUEST, variables)).data!.ticketGuest.id)).toBe(id);
    const mails = await mailsTo(guest.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.body).toContain('/confirm/');
    expect(mails[1]!.subject).toBe(`Your workshop ticket ${id}: Test workshop`);
    const events = await shop.db.selectFrom('sale_events').select(['type', 'dispatched_at']).where('kind', '=', 'ticket').where('sale_id', '=', id).execute();
    expect(events).toEqual([{ type: 'placed', dispatched_at: expect.any(Date) }]);
  });
});
