import { shopDate } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../adapters/mail/mail.js';
import type { Texter } from '../../adapters/messaging/messaging.js';
import { createDatabase } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import { insertRefillPlan } from '../../db/repositories/refill-plans/refill-plans.js';
import type { Database } from '../../db/types.js';
import { refillChoice, places } from '../../test/buying.js';
import { createCustomer } from '../../test/customers.js';
import { racingDatabase } from '../../test/racing-shop.js';
import { seed } from '../../db/seed/seed.js';
import { DEFAULT_CONFIRMATION_SETTINGS } from '../confirmations/confirmation-settings.js';
import { createCyclesDue, sweepPlanCycles, type PlanCycleSweepOptions } from './plan-cycle-sweeper.js';
import { addDays, DEFAULT_PLAN_SETTINGS } from './plan-settings.js';

// Issue 37 item 1: two shop instances on one PostgreSQL (each its own pool, as two processes)
// create each plan's cycle once and send its message once: the sweeper's advisory lock keeps the
// second instance out, and the unique cycle day keeps it to one even without the lock.

function instance(db: Kysely<Database>) {
  const mails: MailMessage[] = [];
  const slowly = () => new Promise((resolve) => setTimeout(resolve, 15));
  const mailer: Mailer = { kind: 'local', send: async (mail) => void (await slowly(), mails.push(mail)) };
  const texter: Texter = { kind: 'local', send: async () => void (await slowly()) };
  const options: PlanCycleSweepOptions = { publicUrl: 'http://shop.test', mailer, texter, confirmations: DEFAULT_CONFIRMATION_SETTINGS, plans: DEFAULT_PLAN_SETTINGS, log: () => {} };
  return { db, mails, options };
}

describe.skipIf(!racingDatabase)('the refill plan sweeper on two instances of one PostgreSQL', () => {
  let a: ReturnType<typeof instance>;
  let b: ReturnType<typeof instance>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const settings = await racingDatabase!.settings();
    drop = settings.drop;
    a = instance(createDatabase({ databaseUrl: settings.databaseUrl!, maxConnections: 4 }));
    b = instance(createDatabase({ databaseUrl: settings.databaseUrl!, maxConnections: 4 }));
    await migrate(a.db);
    await seed(a.db);
  });
  afterAll(async () => {
    await Promise.all([a?.db.destroy(), b?.db.destroy()]);
    await drop?.();
  });

  async function plansDue(count: number): Promise<void> {
    const choice = await refillChoice(a.db);
    const where = await places(a.db);
    for (let n = 0; n < count; n += 1) {
      const customer = await createCustomer(a.db);
      await insertRefillPlan(a.db, {
        user_id: customer.userId,
        every_weeks: 2,
        next_due: addDays(shopDate(new Date()), 1),
        container_id: Number(choice.args.container),
        size_id: Number(choice.args.size),
        wick_id: Number(choice.args.wick),
        scent_id: Number(choice.args.scent),
        color_id: Number(choice.args.color),
        quantity: 1,
        method: 'cash',
        pickup: true,
        selling_point_id: Number(where.pickup),
      });
    }
  }

  it('creates each cycle and sends its message once, with the lock', async () => {
    await plansDue(6);
    await Promise.all([sweepPlanCycles(a.db, a.options), sweepPlanCycles(b.db, b.options), sweepPlanCycles(a.db, a.options), sweepPlanCycles(b.db, b.options)]);
    const cycles = await a.db.selectFrom('refill_plan_cycles').select('plan_id').execute();
    expect(cycles).toHaveLength(6);
    expect(a.mails.length + b.mails.length).toBe(6);
  });

  it('creates each cycle once even without the lock (the unique day and the conditional move)', async () => {
    await plansDue(6);
    await Promise.all([createCyclesDue(a.db, a.options), createCyclesDue(b.db, b.options), createCyclesDue(a.db, a.options), createCyclesDue(b.db, b.options)]);
    const cycles = await a.db.selectFrom('refill_plan_cycles').select('plan_id').execute();
    expect(cycles).toHaveLength(12);
    expect(new Set(cycles.map((cycle) => cycle.plan_id)).size).toBe(12);
    expect(a.mails.length + b.mails.length).toBe(12);
  });
});
