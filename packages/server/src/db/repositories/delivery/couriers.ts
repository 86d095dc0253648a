import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../types.js';
import type { CourierRow } from '../../tables/delivery.js';

type Db = Kysely<Database> | Transaction<Database>;

/** What the owner sets of a courier. */
export interface CourierValues {
  name: string;
  /** E.164. */
  phone: string;
}

/** A courier with how many runs they made. */
export interface CourierListRow extends CourierRow {
  runs: number;
}

const withRuns = (db: Db) =>
  db
    .selectFrom('couriers as c')
    .selectAll('c')
    .select(sql<number>`(SELECT count(*)::int FROM delivery_runs r WHERE r.courier_id = c.id)`.as('runs'));

/** Every courier, the active first, then by name (a shop has a handful). */
export function findCouriers(db: Db): Promise<CourierListRow[]> {
  return withRuns(db).orderBy('c.active', 'desc').orderBy('c.name').orderBy('c.id').execute();
}

/** One courier, or undefined. */
export function findCourier(db: Db, id: number): Promise<CourierListRow | undefined> {
  return withRuns(db).where('c.id', '=', id).executeTakeFirst();
}

/** Whether another courier has this name (names are how staff tell couriers apart on a sheet). */
export async function courierNameTaken(db: Db, name: string, except?: number): Promise<boolean> {
  let query = db
    .selectFrom('couriers')
    .select('id')
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (except !== undefined) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Adds a courier, active; answers its row. */
export function insertCourier(db: Db, values: CourierValues): Promise<CourierRow> {
  return db.insertInto('couriers').values({ name: values.name, phone: values.phone }).returningAll().executeTakeFirstOrThrow();
}

/**
 * Changes a courier at the version the caller saw, bumping it; undefined when the version moved on
 * (someone changed it meanwhile) and nothing was written.
 */
export function updateCourierAtVersion(db: Db, id: number, version: number, change: { values?: CourierValues; active?: boolean }): Promise<CourierRow | undefined> {
  return db
    .updateTable('couriers')
    .set((eb) => ({
      ...(change.values ? { name: change.values.name, phone: change.values.phone } : {}),
      ...(change.active !== undefined ? { active: change.active } : {}),
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

/** An active courier a run may name, share-locked so it is not deactivated while the run is made; undefined otherwise. */
export function lockActiveCourier(trx: Transaction<Database>, id: number): Promise<CourierRow | undefined> {
  return trx.selectFrom('couriers').selectAll().where('id', '=', id).where('active', '=', true).forShare().executeTakeFirst();
}
