import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';

const TABLES = [
  'categories', 'sub_categories', 'collections', 'sizes', 'colors', 'scents', 'products',
  'product_sizes', 'product_colors', 'product_scents', 'product_images', 'reviews', 'media',
  'cities', 'wicks', 'packages', 'containers', 'container_sizes', 'refill_containers', 'refill_container_sizes', 'white_label_price', 'selling_points', 'selling_point_images', 'online_shops', 'workshops', 'workshop_tickets',
] as const;

/** A SHA-256 of every catalogue row, computed in SQL so both databases serialise alike. */
export async function catalogueDigest(db: Kysely<Database>): Promise<string> {
  const hash = createHash('sha256');
  await db.transaction().execute(async (trx) => {
    // Timestamps render in the session time zone, and text sorts by collation: pin both.
    await sql`SET LOCAL TIME ZONE 'UTC'`.execute(trx);
    for (const table of TABLES) {
      const { rows } = await sql<{ row: string }>`
        SELECT to_jsonb(t)::text AS row FROM ${sql.table(table)} AS t ORDER BY to_jsonb(t)::text COLLATE "C"`.execute(trx);
      hash.update(`${table}:${rows.length}\n`);
      for (const { row } of rows) hash.update(`${row}\n`);
    }
  });
  return hash.digest('hex');
}
