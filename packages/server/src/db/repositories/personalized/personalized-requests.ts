import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../types.js';
import type { PersonalizedRequestRow, PersonalizedRequestTable, PersonalizedStatus } from '../../tables/personalized.js';
import type { PaymentMethod } from '../../tables/sales.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Saves a new request; answers it as stored. */
export function insertPersonalizedRequest(db: Db, values: Insertable<PersonalizedRequestTable>): Promise<PersonalizedRequestRow> {
  return db.insertInto('personalized_requests').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The request sent with an idempotency key. */
export function findPersonalizedByKey(db: Db, key: string): Promise<PersonalizedRequestRow | undefined> {
  return db.selectFrom('personalized_requests').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

/** The request accepted with an idempotency key. */
export function findPersonalizedByAcceptKey(db: Db, key: string): Promise<PersonalizedRequestRow | undefined> {
  return db.selectFrom('personalized_requests').selectAll().where('accept_key', '=', key).executeTakeFirst();
}

/** One request by id (the shop's quote command), or undefined. */
export function findPersonalizedRequest(db: Db, id: number): Promise<PersonalizedRequestRow | undefined> {
  return db.selectFrom('personalized_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One of a customer's requests, or undefined for anyone else's. */
export function findPersonalizedOfUser(db: Db, userId: number, id: number): Promise<PersonalizedRequestRow | undefined> {
  return db.selectFrom('personalized_requests').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** A customer's requests, newest first. */
export function findPersonalizedOfUserAll(db: Db, userId: number): Promise<PersonalizedRequestRow[]> {
  return db.selectFrom('personalized_requests').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200).execute();
}

/**
 * Sets the quote of a request still in `from` (pending, or quoted and not accepted), and at
 * `version` when the back office names the one it saw; bumps the version; answers whether it changed.
 */
export async function setPersonalizedQuote(db: Db, id: number, from: PersonalizedStatus, price: number, version?: number): Promise<boolean> {
  let query = db
    .updateTable('personalized_requests')
    .set((eb) => ({ status: 'quoted' as const, price, total: price, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', from)
    .where('accepted', '=', false);
  if (version !== undefined) query = query.where('version', '=', version);
  const row = await query.returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Accepts a customer's quoted request with a method, once: answers the accepted row, or undefined when it was not quoted. */
export function acceptPersonalizedQuote(
  db: Db,
  id: number,
  userId: number,
  values: { method: PaymentMethod; accept_key: string | null; accept_hash: string | null; payment_start: string | null },
): Promise<PersonalizedRequestRow | undefined> {
  return db
    .updateTable('personalized_requests')
    .set({ status: 'accepted', accepted: true, ...values })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'quoted')
    .where('accepted', '=', false)
    .returningAll()
    .executeTakeFirst();
}

/** Gives an accepted, unpaid request its quote back (status quoted, not accepted); answers whether it moved. */
export async function reopenPersonalizedQuote(db: Db, id: number): Promise<boolean> {
  const row = await db
    .updateTable('personalized_requests')
    .set({ status: 'quoted', accepted: false, method: null, accept_key: null, accept_hash: null, payment_start: null })
    .where('id', '=', id)
    .where('status', '=', 'accepted')
    .where('paid', '=', false)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
