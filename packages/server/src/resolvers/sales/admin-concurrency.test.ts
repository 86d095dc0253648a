import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct, stockOf } from '../../test/buying.js';
import { insertOrder, insertRequest, verifiedStaff, type TestStaff } from '../../test/staff.js';
import { racingDatabase, racingShop } from '../../test/racing-shop.js';
import { createCustomer } from '../../test/customers.js';

// Issue 15: two staff moving one row at once (SECURITY §3), on PostgreSQL.

const MOVE = `mutation M($id: ID!, $status: String!, $version: Int!) { adminMoveOrder(id: $id, status: $status, version: $version) { version } }`;
const MOVE_REQUEST = `mutation M($id: ID!, $status: String!, $version: Int!) { adminMoveRequest(kind: "ticket", id: $id, status: $status, version: $version) { version } }`;

describe.skipIf(!racingDatabase)('back-office moves under concurrency on PostgreSQL', () => {
  const race = racingShop();
  let first: TestStaff;
  let second: TestStaff;
  const post = (query: string, variables: Record<string, unknown>, who: TestStaff) => race.post(query, variables, who.headers.cookie);

  beforeAll(async () => {
    first = await verifiedStaff(race.shop);
    second = await verifiedStaff(race.shop);
  });

  it('lets one of two staff move an order at once; the other gets admin.changed, ten times over', async () => {
    for (let round = 0; round < 10; round++) {
      const product = await createProduct(race.shop.db, { stock: 0, price: 1000 });
      const order = await insertOrder(race.shop.db);
      await race.shop.db.insertInto('order_items').values({ order_id: order.id, product_id: product.id, quantity: 3, unit_price: 1000 }).execute();
      const replies = await Promise.all([post(MOVE, { id: String(order.id), status: 'rejected', version: 0 }, first), post(MOVE, { id: String(order.id), status: 'cancelled', version: 0 }, second)]);
      expect(replies.filter((reply) => !reply.errors)).toHaveLength(1);
      expect(replies.filter((reply) => reply.errors).map((reply) => reply.errors![0]!.message)).toEqual(['admin.changed']);
      // The stock came back once, and one audit row was written.
      expect(await stockOf(race.shop.db, product.id)).toBe(3);
      const audit = await race.shop.db.selectFrom('audit_log').select('id').where('subject_type', '=', 'order').where('subject_id', '=', order.id).execute();
      expect(audit).toHaveLength(1);
    }
  });

  it('frees a ticket’s seats once when two staff turn it down at once', async () => {
    const customer = await createCustomer(race.shop.db);
    const id = await insertRequest(race.shop.db, 'ticket', customer.userId);
    const replies = await Promise.all([post(MOVE_REQUEST, { id: String(id), status: 'rejected', version: 0 }, first), post(MOVE_REQUEST, { id: String(id), status: 'cancelled', version: 0 }, second)]);
    expect(replies.filter((reply) => reply.errors).map((reply) => reply.errors![0]!.message)).toEqual(['admin.changed']);
    const { workshop_id } = await race.shop.db.selectFrom('tickets').select('workshop_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect((await race.shop.db.selectFrom('workshops').select('seats_taken').where('id', '=', workshop_id).executeTakeFirstOrThrow()).seats_taken).toBe(0);
  });
});
