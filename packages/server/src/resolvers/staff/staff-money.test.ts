import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.js';
import { graphql, PUBLIC_URL } from '../../test/shop.js';
import { backOfficeSuite, insertOrder, type TestStaff } from '../../test/staff.js';
import { createWorkshop } from '../../test/tickets.js';

// SECURITY-REVIEW-2 N12: "staff who are not the owner see no money" protects data: what paid sales
// took and gave back and partners' commission are null for `staff`, not only hidden by the page;
// what staff need to take money (a total still to be paid) stays.

const ORDERS = `{ adminOrders(first: 50) { items { order { id } refunds { received refunded } partner { name commissionPercent } } } }`;
const REQUEST = `query R($id: ID!) { adminRequest(kind: "ticket", id: $id) { refunds { received } partner { commissionPercent } } }`;

describe.each(testDatabases())("the shop's money for staff on $name", (database) => {
  const suite = backOfficeSuite(database);
  let orderId: number;
  let workshopId: number;
  let paidTicket: number;

  beforeAll(async () => {
    const partner = await suite.shop.db
      .insertInto('partners')
      .values({ name: 'Money Partner', contact: 'money@example.com', origins: JSON.stringify(['https://money.example']), commission_percent: 12, status: 'active', key: 'money-partner-key' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ({ id: orderId } = await insertOrder(suite.shop.db, { total: 18_000, status: 'completed' }));
    await suite.shop.db.updateTable('orders').set({ paid: true, partner_id: partner.id, partner_commission_percent: '12' }).where('id', '=', orderId).execute();
    const workshop = await createWorkshop(suite.shop.db, { seats: 10, tiers: [{ min: 1, max: 2, price: 10_000 }] });
    workshopId = workshop.id;
    const ticket = async (paid: boolean, name: string) =>
      (
        await suite.shop.db
          .insertInto('tickets')
          .values({
            uuid: randomUUID(),
            workshop_id: workshop.id,
            workshop_ticket_id: workshop.tiers[0]!,
            people: paid ? 1 : 2,
            unit_price: 10_000,
            total: paid ? 10_000 : 20_000,
            method: 'cash',
            paid,
            guest_name: name,
            guest_email: `${name}@example.com`,
            guest_phone: '07501234500',
            partner_id: partner.id,
            partner_commission_percent: '12',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    paidTicket = await ticket(true, 'paid');
    await ticket(false, 'unpaid');
  });

  const orderOf = async (who: TestStaff) => {
    const reply = await graphql(suite.shop.app, ORDERS, {}, { headers: who.headers });
    expect(reply.errors).toBeUndefined();
    return reply.data!.adminOrders.items.find((item: { order: { id: string } }) => item.order.id === String(orderId));
  };

  it('gives the owner what sales took and gave back and the commission; staff get null', async () => {
    expect(await orderOf(suite.owner)).toMatchObject({ refunds: { received: 18_000, refunded: 0 }, partner: { name: 'Money Partner', commissionPercent: 12 } });
    expect(await orderOf(suite.staff)).toMatchObject({ refunds: null, partner: { name: 'Money Partner', commissionPercent: null } });
    const request = async (who: TestStaff) => (await graphql(suite.shop.app, REQUEST, { id: String(paidTicket) }, { headers: who.headers })).data!.adminRequest;
    expect(await request(suite.owner)).toEqual({ refunds: { received: 10_000 }, partner: { commissionPercent: 12 } });
    expect(await request(suite.staff)).toEqual({ refunds: null, partner: { commissionPercent: null } });
  });

  it('writes the attendee CSV with the totals for the owner, and for staff only what is still to be paid at the door', async () => {
    const rows = async (who: TestStaff) => {
      const text = await (await suite.shop.app.fetch(new Request(`${PUBLIC_URL}/admin/csv/attendees/${workshopId}`, { headers: who.headers }))).text();
      return text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[6]);
    };
    expect(await rows(suite.owner)).toEqual(['10000', '20000']);
    expect(await rows(suite.staff)).toEqual(['', '20000']);
  });
});
