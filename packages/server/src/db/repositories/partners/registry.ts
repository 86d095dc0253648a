import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../types.js';
import type { PartnerRow, PartnerStatus } from '../../tables/partners.js';
import type { Lang } from '../../tables/texts.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The channel a registry change is announced on (PostgreSQL NOTIFY); every instance reloads its origins. */
export const PARTNERS_CHANGED = 'candleshop_partners_changed';

/** What the back office sets of a partner (the key and the report link have calls of their own). */
export interface PartnerValues {
  name: string;
  contact: string;
  lang: Lang;
  origins: string[];
  commissionPercent: string;
}

const columns = (values: PartnerValues) => ({
  name: values.name,
  contact: values.contact,
  lang: values.lang,
  origins: JSON.stringify(values.origins),
  commission_percent: values.commissionPercent,
});

/** Every partner, newest first (a shop has tens, not thousands). */
export function findPartners(db: Db): Promise<PartnerRow[]> {
  return db.selectFrom('partners').selectAll().orderBy('id', 'desc').execute();
}

/** One partner, or undefined. */
export function findPartner(db: Db, id: number): Promise<PartnerRow | undefined> {
  return db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The partner whose private report link has this token's SHA-256, or undefined. */
export function findPartnerByReportHash(db: Db, hash: string): Promise<PartnerRow | undefined> {
  return db.selectFrom('partners').selectAll().where('report_token_hash', '=', hash).executeTakeFirst();
}

/** The partners with this name (names are how the owner tells them apart in reports). */
export async function partnerNameTaken(db: Db, name: string, except?: number): Promise<boolean> {
  let query = db
    .selectFrom('partners')
    .select('id')
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (except !== undefined) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Adds a partner, active; answers its row. */
export function insertPartner(db: Db, values: PartnerValues & { key: string }): Promise<PartnerRow> {
  return db
    .insertInto('partners')
    .values({ ...columns(values), key: values.key })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Changes a partner at the version the caller saw, bumping it; undefined when the version moved
 * on (someone changed it meanwhile) and nothing was written.
 */
export function updatePartnerAtVersion(db: Db, id: number, version: number, change: { values?: PartnerValues; status?: PartnerStatus; key?: string; reportTokenHash?: string | null }): Promise<PartnerRow | undefined> {
  return db
    .updateTable('partners')
    .set((eb) => ({
      ...(change.values ? columns(change.values) : {}),
      ...(change.status !== undefined ? { status: change.status } : {}),
      ...(change.key !== undefined ? { key: change.key } : {}),
      ...(change.reportTokenHash !== undefined ? { report_token_hash: change.reportTokenHash } : {}),
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

/** The origins of every active partner: the credentialed CORS allow-list beside ALLOWED_ORIGINS. */
export async function findActivePartnerOrigins(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('partners').select('origins').where('status', '=', 'active').execute();
  return rows.flatMap((row) => row.origins);
}

/**
 * Tells every instance listening on PostgreSQL that the registry changed. Inside the change's
 * transaction, PostgreSQL delivers it only when that commits (and never if it rolls back).
 */
export async function announcePartnersChanged(db: Db): Promise<void> {
  await sql`SELECT pg_notify(${PARTNERS_CHANGED}, '')`.execute(db);
}
