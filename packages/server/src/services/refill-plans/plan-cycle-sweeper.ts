import { shopDate, shopMidnight } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { sendQuietly } from '../../adapters/mail/mail.js';
import { planCycleTemplateParams, renderPlanCycleMail, renderPlanCycleText } from '../../adapters/mail/templates/plans/plan-cycle-mail.js';
import { textQuietly } from '../../adapters/messaging/messaging.js';
import { findUserById } from '../../db/repositories/accounts/users.js';
import { findCyclesToCall, findPlanCycle, insertPlanCycle, moveCycle } from '../../db/repositories/refill-plans/plan-cycles.js';
import { advancePlan, findPlansDue, findRefillPlan } from '../../db/repositories/refill-plans/refill-plans.js';
import { PLAN_CYCLE_LOCK_CLASS, withSweeperLock } from '../../db/repositories/sweeper-lock.js';
import type { CustomerMessaging } from '../customer-messaging.js';
import type { Database } from '../../db/types.js';
import { repeatPass } from '../../internal/repeat-pass.js';
import type { ConfirmationSettings } from '../confirmations/confirmation-settings.js';
import { cycleTokenHash, newCycleToken } from './plan-tokens.js';
import type { SaleLife } from '../sale-life/sale-outbox.js';
import { placeCycleRequest, planPrice } from './plan-cycle-place.js';
import { addDays, type PlanSettings } from './plan-settings.js';

/** The name of the provider's template the cycle's text is sent with (registered in WhatsApp Manager; its button opens `/confirm/` and the suffix, as the sales' template's). */
export const PLAN_CYCLE_TEMPLATE = 'plan_cycle';
/** How often the sweeper looks for cycles to create and to call, in ms. */
export const PLAN_CYCLE_INTERVAL_MS = 5 * 60 * 1000;
/** At most this many plans (and as many cycles to call) a pass; the next pass takes the rest. */
const BATCH = 100;

/** What creating and calling cycles needs. */
export interface PlanCycleSweepOptions extends CustomerMessaging {
  /** The confirmation loop's limits: the link's days and the call time (confirmation-settings.ts). */
  confirmations: ConfirmationSettings;
  plans: PlanSettings;
  /** Dispatches the events of the requests placed for the call list (their receipts). */
  saleLife?: Pick<SaleLife, 'settle'>;
}

/** A cycle's token as the link page reads it: `p.` (never in a base64url token) tells it from a sale's. */
export const planCyclePathToken = (token: string) => `p.${token}`;

/** The public confirm-or-skip page of a cycle's token, in the customer's language: the sales' link page, which tells the two apart. */
export function planCycleLink(publicUrl: string, lang: string, token: string): string {
  return `${publicUrl}${lang === 'en' ? '' : `/${lang}`}/confirm/${planCyclePathToken(token)}`;
}

/**
 * Creates the cycles whose notice has come (`planId`: only that plan's): each plan's next day
 * becomes a cycle once (the plan moves on only from the day read, and the cycle's day is unique),
 * and its customer gets the confirm-or-skip message with today's price.
 * @returns how many cycles were created
 */
export async function createCyclesDue(db: Kysely<Database>, options: PlanCycleSweepOptions, planId?: number): Promise<number> {
  const now = options.now ?? new Date();
  const due = await findPlansDue(db, addDays(shopDate(now), options.plans.noticeDays), BATCH, planId);
  let created = 0;
  for (const plan of due) {
    const token = newCycleToken();
    // The link answers for the confirmation loop's days, and no later than the cycle's own day.
    const expiresAt = new Date(Math.min(now.getTime() + options.confirmations.linkDays * 86_400_000, shopMidnight(plan.next_due, 1).getTime()));
    const callAfter = new Date(Math.min(now.getTime() + options.confirmations.callAfterHours * 3_600_000, expiresAt.getTime()));
    const id = await db.transaction().execute(async (trx) => {
      if (!(await advancePlan(trx, plan.id, plan.next_due))) return undefined;
      return insertPlanCycle(trx, { planId: plan.id, dueOn: plan.next_due, tokenHash: cycleTokenHash(token), expiresAt, callAfter });
    });
    if (id === undefined) continue;
    created += 1;
    await sendCycleNotice(db, options, id, token);
  }
  return created;
}

async function sendCycleNotice(db: Kysely<Database>, options: PlanCycleSweepOptions, cycleId: number, token: string): Promise<void> {
  const log = options.log ?? console.error;
  const cycle = (await findPlanCycle(db, cycleId))!;
  const plan = (await findRefillPlan(db, cycle.plan_id))!;
  const user = await findUserById(db, plan.user_id);
  if (!user) return;
  let total: number;
  try {
    total = (await planPrice(db, plan)).total;
  } catch (error) {
    // A material the plan uses is gone: no price to promise; the cycle reaches the call list.
    log(`candleshop: ALERT refill plan ${plan.id} cannot be priced; its cycle of ${cycle.due_on} waits for a call`, error);
    return;
  }
  const { lang } = plan;
  const values = { name: user.name, planId: plan.id, dueOn: cycle.due_on, total, cash: plan.method === 'cash', link: planCycleLink(options.publicUrl, lang, token), days: options.confirmations.linkDays };
  const what = `refill plan ${plan.id}'s cycle of ${cycle.due_on}`;
  await sendQuietly(options.mailer, what, { to: user.email, ...renderPlanCycleMail(lang, values) }, log);
  if (user.phone) {
    await textQuietly(
      options.texter,
      what,
      { to: user.phone, lang, text: renderPlanCycleText(lang, values), template: { name: PLAN_CYCLE_TEMPLATE, params: planCycleTemplateParams(lang, values), urlSuffix: planCyclePathToken(token) } },
      log,
    );
  }
}

/**
 * Cycles unanswered past their call time: the plan's refill is placed at this moment's price,
 * awaiting its confirmation, so it is on the "call the customer" list like any unanswered sale;
 * a cycle of a plan paused or ended meanwhile is closed.
 * @returns how many were placed for a call
 */
export async function callUnansweredCycles(db: Kysely<Database>, options: PlanCycleSweepOptions): Promise<number> {
  const now = options.now ?? new Date();
  const log = options.log ?? console.error;
  let placed = 0;
  for (const { id } of await findCyclesToCall(db, now, BATCH)) {
    try {
      const refillId = await db.transaction().execute(async (trx) => {
        const cycle = await findPlanCycle(trx, id, true);
        if (cycle?.status !== 'awaiting') return undefined;
        const plan = (await findRefillPlan(trx, cycle.plan_id))!;
        if (plan.status !== 'active') {
          await moveCycle(trx, id, 'awaiting', 'closed', { now });
          return undefined;
        }
        const request = await placeCycleRequest(trx, plan, 'awaiting', now, cycle.expires_at);
        await moveCycle(trx, id, 'awaiting', 'unanswered', { now, refillRequestId: request });
        return request;
      });
      if (refillId === undefined) continue;
      placed += 1;
      await options.saleLife?.settle({ kind: 'refill', id: refillId });
    } catch (error) {
      log(`candleshop: ALERT refill plan cycle ${id} could not be placed for a call`, error);
      await moveCycle(db, id, 'awaiting', 'closed', { now });
    }
  }
  return placed;
}

/**
 * One pass on one instance at a time (a database lock, as the other sweepers); the unique cycle
 * day keeps each cycle to one even without it.
 * @returns the cycles created and placed for a call (zeros when another instance holds the lock)
 */
export async function sweepPlanCycles(db: Kysely<Database>, options: PlanCycleSweepOptions): Promise<{ created: number; toCall: number }> {
  const run = await withSweeperLock(db, async () => ({ created: await createCyclesDue(db, options), toCall: await callUnansweredCycles(db, options) }), PLAN_CYCLE_LOCK_CLASS);
  return run.ran ? run.result : { created: 0, toCall: 0 };
}

/** Runs {@link sweepPlanCycles} every `intervalMs`; call the answer to stop (it resolves once a running pass ends). */
export function startPlanCycleSweeper(db: Kysely<Database>, options: Omit<PlanCycleSweepOptions, 'now'>, intervalMs = PLAN_CYCLE_INTERVAL_MS): () => Promise<void> {
  const log = options.log ?? console.error;
  return repeatPass(
    () => sweepPlanCycles(db, options),
    intervalMs,
    (error) => log('candleshop: the refill plan sweeper failed', error),
  );
}
