import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../types.js';
import type { RefillRequestRow, RefillRequestTable, RefillStatus } from '../../tables/refills.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Saves a refill request. @returns its id */
export async function insertRefillRequest(db: Db, values: Insertable<RefillRequestTable>): Promise<number> {
  return (await db.insertInto('refill_requests').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** One refill request by id. */
export function findRefillRequest(db: Db, id: number): Promise<RefillRequestRow | undefined> {
  return db.selectFrom('refill_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The refill request placed with an idempotency key, if any. */
export function findRefillRequestByKey(db: Db, key: string): Promise<RefillRequestRow | undefined> {
  return db.selectFrom('refill_requests').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

/** A customer's refill requests, newest first. */
export function findRefillRequestsOfUser(db: Db, userId: number): Promise<RefillRequestRow[]> {
  return db.selectFrom('refill_requests').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** One of a customer's refill requests; undefined for anyone else's. */
export function findRefillRequestOfUser(db: Db, userId: number, id: number): Promise<RefillRequestRow | undefined> {
  return db.selectFrom('refill_requests').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/**
 * Moves a refill request's status only from the expected one (a conditional UPDATE);
 * `unpaidOnly` also requires `paid = false`. @returns whether it moved
 */
export async function moveRefillStatus(db: Db, id: number, from: RefillStatus, to: RefillStatus, options: { unpaidOnly?: boolean } = {}): Promise<boolean> {
  let query = db.updateTable('refill_requests').set({ status: to }).where('id', '=', id).where('status', '=', from);
  if (options.unpaidOnly) query = query.where('paid', '=', false);
  return (await query.executeTakeFirst()).numUpdatedRows > 0n;
}
