import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLocalHumanCheck } from '../../adapters/human-check/local-human-check.js';
import { localAccountAdapters } from '../../accounts-adapters.js';
import type { PayableKind } from '../../db/tables/payments.js';
import { createProduct, places, refillChoice, stockOf } from '../../test/buying.js';
import { createCustomer, type TestCustomer } from '../../test/customers.js';
import { testDatabases } from '../../test/databases.js';
import { createTestPayments } from '../../test/payments.js';
import { graphql, openShop, PUBLIC_URL, ROOMY_HOLDS, type TestShop } from '../../test/shop.js';
import { createWorkshop, seatsTaken, type TestWorkshop } from '../../test/tickets.js';
import { createSaleBus } from './sale-bus.js';
import type { SaleOf } from './sale-events.js';
import { createSaleLife, SWEEP_GRACE_MS } from './sale-outbox.js';
import { addShopHandlers } from './shop-handlers.js';

// Issue 34 item 2: an order's, refill request's, ticket's and subscription's placed event is
// recorded in the transaction that writes the sale, so it exists if and only if the sale does: a
// failure before COMMIT leaves neither, and a crash after COMMIT, before its handlers ran, leaves
// the event to the sweep, which runs its handlers once however many instances sweep.

const BUY_NOW = `mutation O($id: ID!, $sp: ID, $idempotencyKey: String) { buyNow(id: $id, quantity: 1, method: "cash", selling_point: $sp, idempotencyKey: $idempotencyKey) { id } }`;
const REFILL = `mutation R($container: ID!, $wick: ID!, $size: ID!, $color: ID!, $scent: ID!, $quantity: Int!, $selling_point: ID, $idempotencyKey: String) {
  refillRequest(container: $container, wick: $wick, size: $size, color: $color, scent: $scent, quantity: $quantity, method: "fib", selling_point: $selling_point, idempotencyKey: $idempotencyKey) { id } }`;
const TICKET = `mutation T($ticket: ID!, $idempotencyKey: String) { ticket(ticket: $ticket, people: 1, method: "fib", idempotencyKey: $idempotencyKey) { id } }`;
const SUBSCRIPTION = `mutation B($selling_point: ID, $idempotencyKey: String) {
  subscription(subscription: "1", months: 1, method: "cash", selling_point: $selling_point, idempotencyKey: $idempotencyKey) { id } }`;

const TABLES = { order: 'orders', refill: 'refill_requests', ticket: 'tickets', subscription: 'subscriptions' } as const;
type Placed = keyof typeof TABLES;

describe.each(testDatabases())('a sale and its placed event on $name', (database) => {
  let shop: TestShop;
  let customer: TestCustomer;
  let workshop: TestWorkshop;
  let productId: number;
  const sales = {} as Record<Placed, (idempotencyKey: string) => [string, Record<string, unknown>]>;
  let unique = 0;
  const key = (what: string) => `placed-${what}-${Date.now()}-${(unique += 1)}`;
  const place = (kind: Placed, idempotencyKey: string) => {
    const [text, variables] = sales[kind](idempotencyKey);
    return graphql(shop.app, text, variables, { headers: customer.headers });
  };
  const salesWithKey = (kind: Placed, idempotencyKey: string) => shop.db.selectFrom(TABLES[kind]).select('id').where('idempotency_key', '=', idempotencyKey).execute();
  const eventsOf = (kind: PayableKind, id: number) => shop.db.selectFrom('sale_events').select(['type', 'dispatched_at']).where('kind', '=', kind).where('sale_id', '=', id).orderBy('id').execute();
  const eventCount = async () =>
    Number(
      (
        await shop.db
          .selectFrom('sale_events')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  // One instance of the shop as the sweeper builds one, which also notes every placed event it runs.
  const instance = (ran: SaleOf[]) => {
    const adapters = localAccountAdapters(shop.db, PUBLIC_URL);
    const bus = addShopHandlers(createSaleBus(), shop.db, { mailer: adapters.mailer, publicUrl: PUBLIC_URL, shopEmail: 'shop@localhost', storage: adapters.storage, signer: adapters.ticketSigner });
    bus.on('placed', async ({ kind, id }) => void ran.push({ kind, id }));
    return createSaleLife(shop.db, bus, () => {});
  };

  beforeAll(async () => {
    shop = await openShop(database, { payments: createTestPayments(), humanCheck: createLocalHumanCheck(() => {}), holds: ROOMY_HOLDS });
    customer = await createCustomer(shop.db, { phone: '07701230034' });
    workshop = await createWorkshop(shop.db, { seats: 20, tiers: [{ min: 1, max: 1, price: 35000 }] });
    productId = (await createProduct(shop.db, { stock: 20, price: 10_000 })).id;
    const { pickup } = await places(shop.db);
    const refill = { ...(await refillChoice(shop.db)).args, quantity: 1, selling_point: pickup };
    sales.order = (idempotencyKey) => [BUY_NOW, { id: String(productId), sp: pickup, idempotencyKey }];
    sales.refill = (idempotencyKey) => [REFILL, { ...refill, idempotencyKey }];
    sales.ticket = (idempotencyKey) => [TICKET, { ticket: String(workshop.tiers[0]), idempotencyKey }];
    sales.subscription = (idempotencyKey) => [SUBSCRIPTION, { selling_point: pickup, idempotencyKey }];
    await sql`CREATE FUNCTION test_instance_fails() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the instance failed'; END $$`.execute(shop.db);
  });
  afterAll(() => shop?.close());
  afterEach(async () => {
    await sql`DROP TRIGGER IF EXISTS fails_recording ON sale_events`.execute(shop.db);
    await sql`DROP TRIGGER IF EXISTS fails_claiming ON sale_events`.execute(shop.db);
  });

  it.each(Object.keys(TABLES) as Placed[])('leaves neither the %s nor its event when the transaction fails after the sale was written', async (kind) => {
    // The last write of the sale's transaction fails: as if the instance died before COMMIT.
    await sql`CREATE TRIGGER fails_recording BEFORE INSERT ON sale_events FOR EACH ROW WHEN (NEW.type = 'placed') EXECUTE FUNCTION test_instance_fails()`.execute(shop.db);
    const [events, stock, seats] = [await eventCount(), await stockOf(shop.db, productId), await seatsTaken(shop.db, workshop.id)];
    const idempotencyKey = key(kind);
    expect((await place(kind, idempotencyKey)).errors).toBeDefined();
    expect(await salesWithKey(kind, idempotencyKey)).toEqual([]);
    expect(await eventCount()).toBe(events);
    // Nothing it took stays taken: stock and seats are taken in the same transaction.
    expect(await stockOf(shop.db, productId)).toBe(stock);
    expect(await seatsTaken(shop.db, workshop.id)).toBe(seats);
    // Once the instance works again, the same submit places the sale, with its event.
    await sql`DROP TRIGGER fails_recording ON sale_events`.execute(shop.db);
    const placed = await place(kind, idempotencyKey);
    expect(placed.errors).toBeUndefined();
    const [row] = await salesWithKey(kind, idempotencyKey);
    expect(await eventsOf(kind, row!.id)).toEqual([{ type: 'placed', dispatched_at: expect.any(Date) }]);
  });

  it.each(Object.keys(TABLES) as Placed[])('runs the placed handlers of a %s once, by the sweep, when the instance failed after COMMIT', async (kind) => {
    // The sale commits, then the instance cannot claim its events: as if it died before its handlers ran.
    await sql`CREATE TRIGGER fails_claiming BEFORE UPDATE ON sale_events FOR EACH ROW EXECUTE FUNCTION test_instance_fails()`.execute(shop.db);
    const idempotencyKey = key(`crash-${kind}`);
    const placed = await place(kind, idempotencyKey);
    expect(placed.errors).toBeUndefined();
    const id = Number((Object.values(placed.data!)[0] as { id: string }).id);
    expect(await salesWithKey(kind, idempotencyKey)).toEqual([{ id }]);
    expect(await eventsOf(kind, id)).toEqual([{ type: 'placed', dispatched_at: null }]);
    await sql`DROP TRIGGER fails_claiming ON sale_events`.execute(shop.db);
    // Within the grace the sweep leaves it to its request; after it, two instances sweep at once and it runs once.
    const ran: SaleOf[] = [];
    expect(await instance(ran).sweep()).toBe(0);
    const later = new Date(Date.now() + SWEEP_GRACE_MS + 1_000);
    await Promise.all([instance(ran).sweep(later), instance(ran).sweep(later)]);
    await instance(ran).sweep(later);
    expect(ran.filter((sale) => sale.kind === kind && sale.id === id)).toEqual([{ kind, id }]);
    expect(await eventsOf(kind, id)).toEqual([{ type: 'placed', dispatched_at: expect.any(Date) }]);
  });
});
