import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database } from '../../types.js';
import type { RefillPlanRow, RefillPlanStatus, RefillPlanTable } from '../../tables/refills.js';

// SQL of the customers' refill plans (issue 37 item 1, migration 170).

type Db = Kysely<Database> | Transaction<Database>;

// Every column, the day as `YYYY-MM-DD` text on both drivers (PGlite and pg parse dates differently).
const columns = [
  'id',
  'user_id',
  'status',
  'every_weeks',
  sql<string>`to_char(next_due, 'YYYY-MM-DD')`.as('next_due'),
  'container_id',
  'size_id',
  'wick_id',
  'scent_id',
  'color_id',
  'quantity',
  'method',
  'pickup',
  'city_id',
  'address',
  'selling_point_id',
  'notes',
  'lang',
  'created_at',
] as const;

/** Saves a plan. @returns its id */
export async function insertRefillPlan(db: Db, values: Insertable<RefillPlanTable>): Promise<number> {
  return (await db.insertInto('refill_plans').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** One plan by id; `lock` holds it until the transaction ends. */
export function findRefillPlan(db: Db, id: number, lock = false): Promise<RefillPlanRow | undefined> {
  let query = db.selectFrom('refill_plans').select(columns).where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst() as Promise<RefillPlanRow | undefined>;
}

/** A customer's plans, ended ones last, newest first. */
export function findRefillPlansOfUser(db: Db, userId: number): Promise<RefillPlanRow[]> {
  return db
    .selectFrom('refill_plans')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy(sql`status = 'ended'`)
    .orderBy('id', 'desc')
    .execute() as Promise<RefillPlanRow[]>;
}

/** How many plans a customer has that are not ended. */
/** Takes the customer's row lock: their plan limit is read and kept under it (two tabs cannot pass it together). */
export async function lockPlanOwner(db: Db, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

/** Removes a plan just made whose refill no longer prices (it has no cycles yet). */
export async function deleteNewRefillPlan(db: Db, id: number): Promise<void> {
  await db.deleteFrom('refill_plans').where('id', '=', id).execute();
}

export async function countOpenPlansOfUser(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('refill_plans')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('status', '<>', 'ended')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Changes a plan that is not ended. @returns whether it changed */
export async function updateRefillPlan(db: Db, id: number, values: Updateable<RefillPlanTable>): Promise<boolean> {
  const result = await db.updateTable('refill_plans').set(values).where('id', '=', id).where('status', '<>', 'ended').executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Active plans whose next cycle is due on or before `day` (its notice has come), oldest due first. */
export async function findPlansDue(db: Db, day: string, limit: number, planId?: number): Promise<Array<{ id: number; next_due: string }>> {
  let query = db.selectFrom('refill_plans');
  if (planId !== undefined) query = query.where('id', '=', planId);
  return query
    .select(['id', sql<string>`to_char(next_due, 'YYYY-MM-DD')`.as('next_due')])
    .where('status', '=', 'active')
    .where('next_due', '<=', sql<string>`${day}::date`)
    .orderBy('next_due')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Moves an active plan's next cycle on by its period, only from the day the caller read (two
 * sweepers reading the same day: one moves it). @returns whether it moved
 */
export async function advancePlan(db: Db, id: number, from: string): Promise<boolean> {
  const result = await db
    .updateTable('refill_plans')
    .set({ next_due: sql<string>`next_due + every_weeks * 7` })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .where('next_due', '=', sql<string>`${from}::date`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Plans by status, for the dashboard. */
export async function countPlansByStatus(db: Db): Promise<Record<RefillPlanStatus, number>> {
  const rows = await db
    .selectFrom('refill_plans')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('status')
    .execute();
  const counts = { active: 0, paused: 0, ended: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
