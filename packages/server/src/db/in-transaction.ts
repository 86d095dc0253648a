import type { Kysely, Transaction } from 'kysely';
import type { Database } from './types.js';

/** A database handle or a transaction: work that must be atomic runs in the caller's transaction when given one. */
export type Db = Kysely<Database> | Transaction<Database>;

/** Runs `work` in the caller's transaction, or in a new one. */
export function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
