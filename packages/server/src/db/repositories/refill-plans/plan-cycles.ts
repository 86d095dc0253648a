import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../types.js';
import type { PlanCycleRow, PlanCycleStatus } from '../../tables/refills.js';

// SQL of the refill plans' cycles (issue 37 item 1, migration 170).

type Db = Kysely<Database> | Transaction<Database>;

const columns = ['id', 'plan_id', sql<string>`to_char(due_on, 'YYYY-MM-DD')`.as('due_on'), 'status', 'token_hash', 'expires_at', 'call_after', 'answered_at', 'refill_request_id', 'created_at'] as const;

/**
 * Creates a plan's cycle of one day, unless it exists (the unique (plan_id, due_on): a second
 * sweeper, or a retry after a crash, creates nothing). @returns its id, or undefined when it existed
 */
export async function insertPlanCycle(db: Db, values: { planId: number; dueOn: string; tokenHash: string; expiresAt: Date; callAfter: Date }): Promise<number | undefined> {
  const row = await db
    .insertInto('refill_plan_cycles')
    .values({ plan_id: values.planId, due_on: values.dueOn, token_hash: values.tokenHash, expires_at: values.expiresAt, call_after: values.callAfter })
    .onConflict((conflict) => conflict.columns(['plan_id', 'due_on']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The cycle whose link has this token hash; `lock` holds it until the transaction ends. */
export function findPlanCycleByHash(db: Db, tokenHash: string, lock = false): Promise<PlanCycleRow | undefined> {
  let query = db.selectFrom('refill_plan_cycles').select(columns).where('token_hash', '=', tokenHash);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst() as Promise<PlanCycleRow | undefined>;
}

/** One cycle by id; `lock` holds it until the transaction ends. */
export function findPlanCycle(db: Db, id: number, lock = false): Promise<PlanCycleRow | undefined> {
  let query = db.selectFrom('refill_plan_cycles').select(columns).where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst() as Promise<PlanCycleRow | undefined>;
}

/** A plan's cycles, newest day first. */
export function findCyclesOfPlan(db: Db, planId: number, limit: number): Promise<PlanCycleRow[]> {
  return db.selectFrom('refill_plan_cycles').select(columns).where('plan_id', '=', planId).orderBy('due_on', 'desc').limit(limit).execute() as Promise<PlanCycleRow[]>;
}

/**
 * Moves a cycle from one status to another (a conditional UPDATE: of two answers one wins), with
 * the request it placed. @returns whether it moved
 */
export async function moveCycle(db: Db, id: number, from: PlanCycleStatus, to: PlanCycleStatus, values: { now: Date; refillRequestId?: number }): Promise<boolean> {
  const result = await db
    .updateTable('refill_plan_cycles')
    .set({ status: to, answered_at: values.now, ...(values.refillRequestId === undefined ? {} : { refill_request_id: values.refillRequestId }) })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * A cycle placed for a call takes its refill request's answer, however it was given (on the call
 * list by staff, or on the plan's link): confirmed, or skipped when the request was cancelled.
 */
export async function answerUnansweredCycle(db: Db, refillRequestId: number, to: 'confirmed' | 'skipped', now: Date): Promise<void> {
  await db.updateTable('refill_plan_cycles').set({ status: to, answered_at: now }).where('refill_request_id', '=', refillRequestId).where('status', '=', 'unanswered').execute();
}

/** Closes a plan's cycles still awaiting their answer (the plan was paused or ended first). */
export async function closeAwaitingCycles(db: Db, planId: number, now: Date): Promise<void> {
  await db.updateTable('refill_plan_cycles').set({ status: 'closed', answered_at: now }).where('plan_id', '=', planId).where('status', '=', 'awaiting').execute();
}

/** Cycles still awaiting their answer past their call time, oldest first. */
export async function findCyclesToCall(db: Db, now: Date, limit: number): Promise<Array<{ id: number }>> {
  return db.selectFrom('refill_plan_cycles').select('id').where('status', '=', 'awaiting').where('call_after', '<=', now).orderBy('call_after').orderBy('id').limit(limit).execute();
}

/** A cycle due in the back office's window, with its plan, customer and placed request. */
export interface ComingCycleRow {
  cycle_id: number | null;
  plan_id: number;
  due_on: string;
  status: PlanCycleStatus | 'planned';
  refill_request_id: number | null;
  refill_status: string | null;
  total: number | null;
  name: string;
  phone: string | null;
  pickup: boolean;
}

/**
 * The cycles due from `from` to `to` (both `YYYY-MM-DD`): those created, and those active plans will
 * create (their next day and the ones after it, by period), by day.
 */
export async function findComingCycles(db: Db, from: string, to: string, limit: number): Promise<ComingCycleRow[]> {
  const { rows } = await sql<ComingCycleRow>`
    SELECT c.id AS cycle_id, p.id AS plan_id, to_char(c.due_on, 'YYYY-MM-DD') AS due_on, c.status, c.refill_request_id, r.status AS refill_status, r.total, u.name, u.phone, p.pickup
    FROM refill_plan_cycles c JOIN refill_plans p ON p.id = c.plan_id JOIN users u ON u.id = p.user_id
    LEFT JOIN refill_requests r ON r.id = c.refill_request_id
    WHERE c.due_on BETWEEN ${from}::date AND ${to}::date
    UNION ALL
    SELECT NULL, p.id, to_char(d.day, 'YYYY-MM-DD'), 'planned', NULL, NULL, NULL, u.name, u.phone, p.pickup
    FROM refill_plans p JOIN users u ON u.id = p.user_id
    CROSS JOIN LATERAL generate_series(p.next_due::timestamp, ${to}::date::timestamp, make_interval(days => p.every_weeks * 7)) AS d(day)
    WHERE p.status = 'active' AND d.day >= ${from}::date
    ORDER BY due_on, plan_id
    LIMIT ${limit}`.execute(db);
  return rows.map((row) => ({ ...row, total: row.total === null ? null : Number(row.total) }));
}

/** How many refills are expected from `from` to `to`: cycles created and not skipped or closed, and those active plans will create. */
export async function countExpectedRefills(db: Db, from: string, to: string): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    SELECT (SELECT count(*) FROM refill_plan_cycles c WHERE c.due_on BETWEEN ${from}::date AND ${to}::date AND c.status IN ('awaiting', 'confirmed', 'unanswered'))
      + (SELECT count(*) FROM refill_plans p
         CROSS JOIN LATERAL generate_series(p.next_due::timestamp, ${to}::date::timestamp, make_interval(days => p.every_weeks * 7)) AS d(day)
         WHERE p.status = 'active' AND d.day >= ${from}::date) AS count`.execute(db);
  return Number(rows[0]?.count ?? 0);
}
