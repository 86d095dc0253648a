import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, stockOf } from '../../test/buying.js';
import { testDatabases } from '../../test/databases.js';
import { insertOrder, insertRequest, verifiedStaff, type TestStaff } from '../../test/staff.js';
import { openShop, PUBLIC_URL, type TestShop } from '../../test/shop.js';
import { createCustomer } from '../../test/customers.js';

// Issue 15: two staff moving one row at once; PGlite runs one transaction at a time, so only
// PostgreSQL shows the race (SECURITY §3).
const postgres = testDatabases().find((database) => database.name === 'PostgreSQL');

const MOVE = `mutation M($id: ID!, $status: String!, $version: Int!) { adminMoveOrder(id: $id, status: $status, version: $version) { version } }`;
const MOVE_REQUEST = `mutation M($id: ID!, $status: String!, $version: Int!) { adminMoveRequest(kind: "ticket", id: $id, status: $status, version: $version) { version } }`;

interface Reply {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string }>;
}

describe.skipIf(!postgres)('back-office moves under concurrency on PostgreSQL', () => {
  let shop: TestShop;
  let server: Server;
  let base: string;
  let first: TestStaff;
  let second: TestStaff;

  // Real HTTP on loopback: every request is its own connection and transaction.
  const post = async (query: string, variables: Record<string, unknown>, who: TestStaff): Promise<Reply> => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: new URL(PUBLIC_URL).host, cookie: who.headers.cookie },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as Reply;
  };

  beforeAll(async () => {
    shop = await openShop(postgres!);
    first = await verifiedStaff(shop);
    second = await verifiedStaff(shop);
    server = createServer(shop.app.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await shop?.close();
  });

  it('lets one of two staff move an order at once; the other gets admin.changed, ten times over', async () => {
    for (let round = 0; round < 10; round++) {
      const product = await createProduct(shop.db, { stock: 0, price: 1000 });
      const order = await insertOrder(shop.db);
      await shop.db.insertInto('order_items').values({ order_id: order.id, product_id: product.id, quantity: 3, unit_price: 1000 }).execute();
      const replies = await Promise.all([
        post(MOVE, { id: String(order.id), status: 'rejected', version: 0 }, first),
        post(MOVE, { id: String(order.id), status: 'cancelled', version: 0 }, second),
      ]);
      expect(replies.filter((reply) => !reply.errors)).toHaveLength(1);
      expect(replies.filter((reply) => reply.errors).map((reply) => reply.errors![0]!.message)).toEqual(['admin.changed']);
      // The stock came back once, and one audit row was written.
      expect(await stockOf(shop.db, product.id)).toBe(3);
      const audit = await shop.db.selectFrom('audit_log').select('id').where('subject_type', '=', 'order').where('subject_id', '=', order.id).execute();
      expect(audit).toHaveLength(1);
    }
  });

  it('frees a ticket’s seats once when two staff turn it down at once', async () => {
    const customer = await createCustomer(shop.db);
    const id = await insertRequest(shop.db, 'ticket', customer.userId);
    const replies = await Promise.all([
      post(MOVE_REQUEST, { id: String(id), status: 'rejected', version: 0 }, first),
      post(MOVE_REQUEST, { id: String(id), status: 'cancelled', version: 0 }, second),
    ]);
    expect(replies.filter((reply) => reply.errors).map((reply) => reply.errors![0]!.message)).toEqual(['admin.changed']);
    const { workshop_id } = await shop.db.selectFrom('tickets').select('workshop_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect((await shop.db.selectFrom('workshops').select('seats_taken').where('id', '=', workshop_id).executeTakeFirstOrThrow()).seats_taken).toBe(0);
  });
});
