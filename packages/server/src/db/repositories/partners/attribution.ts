import type { Kysely } from 'kysely';
import type { Database } from '../../types.js';

/** What attributing a sale needs of a partner: who it is, where it embeds, what it earns. */
export interface AttributablePartner {
  id: number;
  origins: string[];
  /** numeric(5, 2): a string from both drivers. */
  commission_percent: string;
}

// Only active partners attribute: a paused one's pages earn nothing (issue 26 item 2).
const activePartners = (db: Kysely<Database>) => db.selectFrom('partners').select(['id', 'origins', 'commission_percent']).where('status', '=', 'active');

/** The active partner with this public key, or undefined (unknown key or paused partner). */
export async function findActivePartnerByKey(db: Kysely<Database>, key: string): Promise<AttributablePartner | undefined> {
  return activePartners(db).where('key', '=', key).executeTakeFirst();
}

/** The active partner with this id, or undefined (deleted or paused since). */
export async function findActivePartnerById(db: Kysely<Database>, id: number): Promise<AttributablePartner | undefined> {
  return activePartners(db).where('id', '=', id).executeTakeFirst();
}

/** The names of partners by id (paused ones too), for the back office's sale pages. */
export async function findPartnerNames(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('partners')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
