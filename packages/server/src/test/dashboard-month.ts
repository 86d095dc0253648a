import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { OrderStatus, PaymentMethod } from '../db/tables/sales.js';
import { createWorkshop } from './tickets.js';

// A month of mixed sales for the dashboard's tests (issue 28 item 4), written straight into the
// tables: online and cash orders, refunds, delivery runs with delivered, refused, returned and
// unreachable stops, partner sales, refill requests, workshop tickets paid at the door, and
// confirmation links. The tables of items 1 and 2 (sale_confirmations, delivery_runs/stops) are
// filled by other code in the shop; here rows go in directly. Deterministic for a given seed.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STATUSES: OrderStatus[] = ['pending', 'accepted', 'being prepared', 'being delivered', 'ready for pickup', 'completed', 'completed', 'rejected', 'cancelled'];
const ONLINE: PaymentMethod[] = ['fib', 'zaincash', 'fastpay', 'nasspay'];

/** A small deterministic random source (mulberry32), so a failing month can be seeded again. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (below: number) => Math.floor(next() * below), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}

/** What {@link seedDashboardMonth} made, for the tests to point at. */
export interface SeededMonth {
  partners: Array<{ id: number; name: string }>;
  workshops: number[];
  orders: number;
}

/**
 * Writes `days` days of sales before `now` (a few each day, at any hour, some on today), plus
 * workshops to come with tickets. `staffUserId` is who recorded stops and check-ins.
 */
export async function seedDashboardMonth(db: Kysely<Database>, options: { now: Date; days: number; staffUserId: number; seed?: number }): Promise<SeededMonth> {
  const random = randomSource(options.seed ?? 28);
  const { now, staffUserId } = options;
  const products = (await db.selectFrom('products').select(['id', 'price']).orderBy('id').limit(8).execute()).map((row) => ({ id: row.id, price: row.price ?? 12_000 }));
  const partners = [];
  for (const name of ['Erbil Gifts', 'Basra Home']) {
    const row = await db
      .insertInto('partners')
      .values({ name, contact: `${name.replace(' ', '.').toLowerCase()}@example.com`, origins: '[]', commission_percent: 10, key: `pk_${randomUUID()}`, updated_at: now })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    partners.push(row);
  }
  const runs = [];
  for (const status of ['open', 'closed'] as const) {
    const courier = await db
      .insertInto('couriers')
      .values({ name: `Courier ${status} ${randomUUID().slice(0, 8)}`, phone: '+9647801110002' })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    const run = await db
      .insertInto('delivery_runs')
      .values({ run_date: '2026-01-01', courier: courier.name, courier_id: courier.id, city_id: 1, status, ...(status === 'closed' ? { cash_returned: 0, cash_difference: 0, closed_at: now } : {}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    runs.push(run.id);
  }
  const stopsOnRun = new Map<number, number>();
  let orders = 0;
  // Sales at any minute of the past days, and today's up to now: the first and last are within minutes of a Baghdad midnight.
  const moments: Date[] = [];
  for (let day = 0; day < options.days; day += 1) {
    for (let k = 0; k < 4; k += 1) moments.push(new Date(now.getTime() - day * DAY - random.int(DAY)));
  }
  moments.push(new Date(now.getTime() - 60_000));

  for (const at of moments) {
    const status = random.pick(STATUSES);
    const online = random.next() < 0.4;
    const method: PaymentMethod = online ? random.pick(ONLINE) : 'cash';
    const pickup = !online && random.next() < 0.3;
    const partner = random.next() < 0.3 ? random.pick(partners) : null;
    const lines = Array.from({ length: 1 + random.int(3) }, () => ({ product: random.pick(products), quantity: 1 + random.int(4) }));
    const subtotal = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
    const paidCash = method === 'cash' && status === 'completed';
    const order = await db
      .insertInto('orders')
      .values({
        uuid: randomUUID(),
        status,
        total: subtotal,
        subtotal,
        guest_name: 'Month Buyer',
        guest_email: `month-${randomUUID().slice(0, 8)}@example.com`,
        guest_phone: '07501234567',
        lang: 'en',
        method,
        pickup,
        city_id: pickup ? null : 1,
        paid: paidCash || (online && status !== 'pending' && status !== 'cancelled'),
        created_at: at,
        partner_id: partner?.id ?? null,
        partner_commission_percent: partner ? 10 : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    orders += 1;
    await db
      .insertInto('order_items')
      .values(lines.map((line) => ({ order_id: order.id, product_id: line.product.id, size_id: null, color_id: null, scent_id: null, quantity: line.quantity, unit_price: line.product.price })))
      .execute();

    if (online) {
      const state = random.pick(['PAID', 'PAID', 'REFUNDED', 'PAID_NEEDS_REFUND', 'FAILED', 'PENDING_PAYMENT'] as const);
      const payment = await db
        .insertInto('payments')
        .values({
          order_id: order.id,
          gateway: method as 'fib',
          gateway_txn_id: randomUUID(),
          order_ref: randomUUID(),
          amount: subtotal,
          status: state,
          created_at: at,
          updated_at: at,
          expires_at: new Date(at.getTime() + HOUR),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (state === 'REFUNDED' || (state === 'PAID' && random.next() < 0.3)) {
        const whole = state === 'REFUNDED';
        await db
          .insertInto('refunds')
          .values({
            order_id: order.id,
            amount: whole ? subtotal : Math.ceil(subtotal / 3),
            reason: 'Broken in the post',
            method: 'provider',
            payment_id: payment.id,
            gateway: method as 'fib',
            status: random.next() < 0.2 ? 'pending' : 'done',
            staff_user_id: staffUserId,
            created_at: new Date(Math.min(now.getTime(), at.getTime() + random.int(3 * DAY))),
          })
          .execute();
      }
    } else if (!pickup && status !== 'pending' && status !== 'rejected') {
      // A delivery by a courier: delivered (cash collected), refused, returned, not reachable, or not out yet.
      const outcome = random.pick(['delivered', 'delivered', 'delivered', 'refused', 'returned', 'unreachable', null] as const);
      const run = random.pick(runs);
      const position = (stopsOnRun.get(run) ?? 0) + 1;
      stopsOnRun.set(run, position);
      const outcomeAt = outcome ? new Date(Math.min(now.getTime(), at.getTime() + random.int(2 * DAY))) : null;
      await db
        .insertInto('delivery_stops')
        .values({
          run_id: run,
          order_id: order.id,
          position,
          cash_to_collect: subtotal,
          outcome,
          outcome_at: outcomeAt,
          outcome_by: outcome ? staffUserId : null,
          cash_collected: outcome === 'delivered' ? subtotal - random.int(2) * 1000 : null,
        })
        .execute();
    }
    if (paidCash && random.next() < 0.15) {
      await db.insertInto('refunds').values({ order_id: order.id, amount: 2000, reason: 'A chipped jar', method: 'cash', status: 'done', staff_user_id: staffUserId, created_at: at }).execute();
    }
    if (method === 'cash') {
      // The confirm-or-cancel link of item 1: answered, or awaiting (due once its call time passed).
      const answer = random.pick(['confirmed', 'confirmed', 'cancelled', 'awaiting'] as const);
      const callAfter = new Date(at.getTime() + random.pick([2, 30, 90]) * HOUR);
      await db
        .insertInto('sale_confirmations')
        .values({
          order_id: order.id,
          token_hash: randomUUID(),
          status: answer,
          expires_at: new Date(at.getTime() + 7 * DAY),
          call_after: callAfter,
          answered_at: answer === 'awaiting' ? null : new Date(at.getTime() + HOUR),
          created_at: at,
        })
        .execute();
    }
  }

  // Refill requests: cash ones completed and paid (two delivered by a courier, one of them short by
  // 1,000: a refill plan's cycle on a run, issue 37), and one turned down.
  for (let k = 0; k < 6; k += 1) {
    const at = new Date(now.getTime() - random.int(options.days * DAY));
    const sample = await db.selectFrom('refill_requests').select(['container_id', 'size_id', 'wick_id', 'scent_id', 'color_id']).executeTakeFirst();
    const choice = sample ?? (await refillChoiceOf(db));
    const refill = await db
      .insertInto('refill_requests')
      .values({
        ...choice,
        uuid: randomUUID(),
        quantity: 1,
        unit_price: 7000,
        total: 7000,
        method: 'cash',
        status: k === 5 ? 'cancelled' : 'completed',
        paid: k !== 5,
        guest_name: 'Refill Buyer',
        guest_email: 'refill@example.com',
        guest_phone: '07501234567',
        lang: 'ar',
        pickup: k > 1,
        city_id: k > 1 ? null : 1,
        address: k > 1 ? null : 'Street 60',
        created_at: at,
        partner_id: k % 2 ? partners[0]!.id : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (k > 1) continue;
    const run = runs[k]!;
    const position = (stopsOnRun.get(run) ?? 0) + 1;
    stopsOnRun.set(run, position);
    const outcomeAt = new Date(Math.min(now.getTime(), at.getTime() + DAY));
    await db
      .insertInto('delivery_stops')
      .values({ run_id: run, refill_request_id: refill.id, position, cash_to_collect: 7000, outcome: 'delivered', outcome_at: outcomeAt, outcome_by: staffUserId, cash_collected: 7000 - k * 1000 })
      .execute();
  }

  // Workshops: one past (tickets paid at the door), three to come, filling up. Those to come are
  // in the next three days, so they stay among the dashboard's next five whatever today's date is
  // (the demo's own workshops are a week apart, on fixed dates: at most one falls between them).
  const workshops: number[] = [];
  for (const [index, offsetDays] of [-3, 1, 2, 3].entries()) {
    const workshop = await createWorkshop(db, { seats: 12, startsAt: new Date(now.getTime() + offsetDays * DAY), tiers: [{ min: 1, max: 4, price: 15_000 }], title: `Month workshop ${index}` });
    workshops.push(workshop.id);
    for (let k = 0; k < 1 + index; k += 1) {
      const people = 1 + random.int(3);
      const cancelled = k === 2;
      const at = new Date(now.getTime() - random.int(options.days * DAY));
      const ticket = await db
        .insertInto('tickets')
        .values({
          uuid: randomUUID(),
          workshop_id: workshop.id,
          workshop_ticket_id: workshop.tiers[0]!,
          people,
          unit_price: 15_000,
          total: people * 15_000,
          method: 'cash',
          status: cancelled ? 'cancelled' : offsetDays < 0 ? 'completed' : 'accepted',
          paid: offsetDays < 0,
          guest_name: 'Ticket Buyer',
          guest_email: 'ticket@example.com',
          guest_phone: '07501234567',
          lang: 'ku',
          created_at: at,
          partner_id: k === 1 ? partners[1]!.id : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (offsetDays < 0 && !cancelled) {
        await db
          .insertInto('ticket_check_ins')
          .values({
            ticket_id: ticket.id,
            workshop_id: workshop.id,
            people,
            staff_user_id: staffUserId,
            device_id: 'door-1',
            client_id: randomUUID(),
            cash_taken: people * 15_000,
            checked_at: new Date(now.getTime() + offsetDays * DAY),
            created_at: new Date(now.getTime() + offsetDays * DAY),
          })
          .execute();
      }
    }
  }
  return { partners, workshops, orders };
}

async function refillChoiceOf(db: Kysely<Database>) {
  const [container, size, wick, scent, color] = await Promise.all(
    (['containers', 'sizes', 'wicks', 'scents', 'colors'] as const).map((table) => db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()),
  );
  return { container_id: container.id, size_id: size.id, wick_id: wick.id, scent_id: scent.id, color_id: color.id };
}
