import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../adapters/mail/local-outbox.js';
import { recordPayment, transitionPayment } from '../../db/repositories/sales/payments.js';
import { testDatabases } from '../../test/databases.js';
import { placeTestOrder } from '../../test/payment-flows.js';
import { openShop, type TestShop } from '../../test/shop.js';
import { cancelUnpaidOrder } from '../sales/order-cancel.js';
import { moveStatus } from '../sales/sale-status.js';
import { createSaleBus } from './sale-bus.js';
import type { SaleEvent } from './sale-events.js';
import { createSaleLife, SWEEP_GRACE_MS } from './sale-outbox.js';

describe.each(testDatabases())('sale events on $name', (database) => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await openShop(database);
  });
  afterAll(() => shop?.close());

  const newOrder = async () =>
    (await shop.db.insertInto('orders').values({ uuid: randomUUID(), status: 'pending', paid: false, total: 3000, subtotal: 3000, method: 'cash' }).returning('id').executeTakeFirstOrThrow()).id;

  // A bus whose one handler mails the shop's outbox, as a new feature's handler would.
  function mailingLife() {
    const mails: SaleEvent[] = [];
    const mailer = createOutboxMailer(shop.db, () => {});
    const bus = createSaleBus();
    bus.on('cancelled', async (event) => {
      mails.push(event);
      await mailer.send({ to: `sale-${event.id}@example.com`, subject: `Your ${event.kind} ${event.id} is cancelled`, text: 'Cancelled.' });
    });
    return { life: createSaleLife(shop.db, bus), mails };
  }
  const mailsOf = (id: number) => shop.db.selectFrom('outbox').select('subject').where('recipient', '=', `sale-${id}@example.com`).execute();

  const eventsOf = (id: number) => shop.db.selectFrom('sale_events').select(['type', 'dispatched_at']).where('kind', '=', 'order').where('sale_id', '=', id).execute();

  it('records one event when two cancels race, and it is mailed once', async () => {
    const id = await newOrder();
    const [first, second] = [mailingLife(), mailingLife()];
    const moved = await Promise.all([cancelUnpaidOrder(shop.db, id), cancelUnpaidOrder(shop.db, id)]);
    expect(moved.filter(Boolean)).toHaveLength(1);
    const settled = await Promise.all([first.life.settle({ kind: 'order', id }), second.life.settle({ kind: 'order', id })]);
    expect(settled.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect([...first.mails, ...second.mails]).toEqual([{ type: 'cancelled', kind: 'order', id }]);
    expect(await mailsOf(id)).toEqual([{ subject: `Your order ${id} is cancelled` }]);
    const events = await eventsOf(id);
    expect(events.map((event) => event.type)).toEqual(['cancelled']);
    expect(events[0]!.dispatched_at).not.toBeNull();
  });

  it('emits nothing for a change that was rolled back', async () => {
    const id = await newOrder();
    const { life, mails } = mailingLife();
    await expect(
      shop.db.transaction().execute(async (trx) => {
        expect(await moveStatus(trx, id, 'pending', 'cancelled')).toBe(true);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await life.settle({ kind: 'order', id })).toBe(0);
    expect(mails).toEqual([]);
    expect(await mailsOf(id)).toEqual([]);
    expect(await eventsOf(id)).toEqual([]);
  });

  it('records no event for a move that is none (accepted → being prepared)', async () => {
    const id = await newOrder();
    expect(await moveStatus(shop.db, id, 'pending', 'accepted')).toBe(true);
    expect(await moveStatus(shop.db, id, 'accepted', 'being prepared')).toBe(true);
    expect((await eventsOf(id)).map((event) => event.type)).toEqual(['confirmed']);
  });

  it('records one paid event when two verifications of a payment race', async () => {
    const order = await placeTestOrder(shop.db, 'fib');
    const payment = await recordPayment(shop.db, { order_id: order.id, gateway: 'fib', gateway_txn_id: `race-${order.id}`, order_ref: String(order.id), amount: order.total, expires_at: new Date(Date.now() + 600_000) });
    const results = await Promise.all([transitionPayment(shop.db, payment, 'PAID'), transitionPayment(shop.db, payment, 'PAID')]);
    expect(results.filter((result) => result.orderMarked)).toHaveLength(1);
    expect((await eventsOf(order.id)).map((event) => event.type)).toEqual(['paid']);
  });

  it('dispatches an event a crash left behind once, however many instances sweep', async () => {
    const id = await newOrder();
    expect(await cancelUnpaidOrder(shop.db, id)).toBe(true);
    // The request that cancelled it died before dispatching: the event waits, undispatched.
    const [first, second] = [mailingLife(), mailingLife()];
    const now = new Date();
    expect(await first.life.sweep(now)).toBe(0);
    const later = new Date(now.getTime() + SWEEP_GRACE_MS + 1_000);
    await Promise.all([first.life.sweep(later), second.life.sweep(later)]);
    expect([...first.mails, ...second.mails].filter((event) => event.id === id)).toEqual([{ type: 'cancelled', kind: 'order', id }]);
    await Promise.all([first.life.sweep(later), second.life.sweep(later)]);
    expect([...first.mails, ...second.mails].filter((event) => event.id === id)).toHaveLength(1);
    expect(await mailsOf(id)).toHaveLength(1);
  });
});
