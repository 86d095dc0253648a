import { shopDate } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../adapters/mail/mail.js';
import type { Texter } from '../../adapters/messaging/messaging.js';
import { migrate } from '../../db/migrate.js';
import { insertRefillPlan } from '../../db/repositories/refill-plans/refill-plans.js';
import type { Database } from '../../db/types.js';
import { refillChoice, places } from '../../test/buying.js';
import { createCustomer } from '../../test/customers.js';
import { racingDatabase, racingInstances } from '../../test/racing-shop.js';
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
  const racing = racingInstances(instance, async (db) => {
    await migrate(db);
    await seed(db);
  });

  async function plansDue(count: number): Promise<void> {
    const choice = await refillChoice(racing.a.db);
    const where = await places(racing.a.db);
    for (let n = 0; n < count; n += 1) {
      const customer = await createCustomer(racing.a.db);
      await insertRefillPlan(racing.a.db, {
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
    await Promise.all([sweepPlanCycles(racing.a.db, racing.a.options), sweepPlanCycles(racing.b.db, racing.b.options), sweepPlanCycles(racing.a.db, racing.a.options), sweepPlanCycles(racing.b.db, racing.b.options)]);
    const cycles = await racing.a.db.selectFrom('refill_plan_cycles').select('plan_id').execute();
    expect(cycles).toHaveLength(6);
    expect(racing.a.mails.length + racing.b.mails.length).toBe(6);
  });

  it('creates each cycle once even without the lock (the unique day and the conditional move)', async () => {
    await plansDue(6);
    await Promise.all([createCyclesDue(racing.a.db, racing.a.options), createCyclesDue(racing.b.db, racing.b.options), createCyclesDue(racing.a.db, racing.a.options), createCyclesDue(racing.b.db, racing.b.options)]);
    const cycles = await racing.a.db.selectFrom('refill_plan_cycles').select('plan_id').execute();
    expect(cycles).toHaveLength(12);
    expect(new Set(cycles.map((cycle) => cycle.plan_id)).size).toBe(12);
    expect(racing.a.mails.length + racing.b.mails.length).toBe(12);
  });
});
