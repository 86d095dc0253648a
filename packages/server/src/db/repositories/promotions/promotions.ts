import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { Db } from '../../in-transaction.js';
import type { Database } from '../../types.js';
import type { PromotionRow, PromotionTable } from '../../tables/promotions.js';

/** A promotion with its chosen products, collections or categories. */
export type PromotionWithTargets = PromotionRow & { targetIds: number[] };

async function withTargets(db: Db, rows: PromotionRow[]): Promise<PromotionWithTargets[]> {
  if (!rows.length) return [];
  const targets = await db
    .selectFrom('promotion_targets')
    .select(['promotion_id', 'target_id'])
    .where(
      'promotion_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('target_id')
    .execute();
  return rows.map((row) => ({ ...row, targetIds: targets.filter((target) => target.promotion_id === row.id).map((target) => target.target_id) }));
}

/** Promotions running at `at` (started, not ended). */
const running = (at: Date) => (db: Db) =>
  db
    .selectFrom('promotions')
    .selectAll()
    .where('starts_at', '<=', at)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]));

/** The automatic promotions running at `at`, with their targets (the catalogue prices by them). */
export async function findRunningAutomatic(db: Db, at: Date): Promise<PromotionWithTargets[]> {
  return withTargets(db, await running(at)(db).where('automatic', '=', true).orderBy('id').execute());
}

/**
 * Locks those of `ids` that are automatic and still run at `at`, in id order (two sales never
 * wait on each other's rows), for the sale being placed: its limits are read and updated under these locks.
 */
export async function lockRunningAutomatic(trx: Transaction<Database>, ids: readonly number[], at: Date): Promise<PromotionWithTargets[]> {
  if (!ids.length) return [];
  return withTargets(trx, await running(at)(trx).where('automatic', '=', true).where('id', 'in', ids).orderBy('id').forUpdate().execute());
}

/** Locks one promotion if it runs at `at` (a code's). */
export async function lockRunningPromotion(trx: Transaction<Database>, id: number, at: Date): Promise<PromotionWithTargets | undefined> {
  const row = await running(at)(trx).where('id', '=', id).forUpdate().executeTakeFirst();
  return row ? (await withTargets(trx, [row]))[0] : undefined;
}

/** One promotion by id, with its targets. */
export async function findPromotion(db: Db, id: number): Promise<PromotionWithTargets | undefined> {
  const row = await db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await withTargets(db, [row]))[0] : undefined;
}

/** The system promotion of a key ('newsletter'). */
export async function findSystemPromotion(db: Db, key: string): Promise<PromotionRow | undefined> {
  return db.selectFrom('promotions').selectAll().where('system_key', '=', key).executeTakeFirst();
}

/** Every promotion, newest first, with its targets (the back office's list). */
export async function listPromotions(db: Db): Promise<PromotionWithTargets[]> {
  return withTargets(db, await db.selectFrom('promotions').selectAll().orderBy('id', 'desc').execute());
}

/**
 * Counts one use of `amount` IQD, only while the limits allow it (a guarded UPDATE on the locked
 * row; the table's CHECKs refuse an overrun besides).
 * @returns false when a limit would be passed
 */
export async function countUse(trx: Transaction<Database>, id: number, amount: number): Promise<boolean> {
  const row = await trx
    .updateTable('promotions')
    .set({ uses: sql`uses + 1`, given: sql`given + ${amount}` })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .where((eb) => eb.or([eb('max_given', 'is', null), eb(sql<number>`given + ${amount}`, '<=', eb.ref('max_given'))]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes one use of `amount` IQD back off the counters (a redemption given back). */
export async function uncountUse(trx: Transaction<Database>, id: number, amount: number): Promise<void> {
  await trx
    .updateTable('promotions')
    .set({ uses: sql`greatest(uses - 1, 0)`, given: sql`greatest(given - ${amount}, 0)` })
    .where('id', '=', id)
    .execute();
}

/** Writes a new promotion and its targets; returns its id. */
export async function insertPromotion(trx: Transaction<Database>, values: Insertable<PromotionTable>, targetIds: readonly number[]): Promise<number> {
  const { id } = await trx.insertInto('promotions').values(values).returning('id').executeTakeFirstOrThrow();
  await replaceTargets(trx, id, targetIds);
  return id;
}

/** Changes a promotion and replaces its targets; false when there is no such promotion. */
export async function updatePromotion(trx: Transaction<Database>, id: number, values: Updateable<PromotionTable>, targetIds: readonly number[]): Promise<boolean> {
  const row = await trx
    .updateTable('promotions')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  await replaceTargets(trx, id, targetIds);
  return true;
}

async function replaceTargets(trx: Transaction<Database>, id: number, targetIds: readonly number[]) {
  await trx.deleteFrom('promotion_targets').where('promotion_id', '=', id).execute();
  const unique = [...new Set(targetIds)];
  if (unique.length)
    await trx
      .insertInto('promotion_targets')
      .values(unique.map((target_id) => ({ promotion_id: id, target_id })))
      .execute();
}
