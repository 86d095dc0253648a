import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/**
 * A SHA-256 of every row of every table the shop owns (every area's seed, present and future),
 * computed in SQL so both databases serialise alike.
 */
export async function catalogueDigest(db: Kysely<Database>): Promise<string> {
  const hash = createHash('sha256');
  await db.transaction().execute(async (trx) => {
    // Timestamps render in the session time zone, and text sorts by collation: pin both.
    await sql`SET LOCAL TIME ZONE 'UTC'`.execute(trx);
    const { rows: tables } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely%'
      ORDER BY table_name COLLATE "C"`.execute(trx);
    if (tables.length < 40) throw new Error(`catalogueDigest: expected the shop's tables, found ${tables.length}`);
    for (const { name: table } of tables) {
      // When a row was written differs between two seedings; what was written must not.
      const { rows } = await sql<{ row: string }>`
        SELECT row FROM (SELECT (to_jsonb(t) - 'created_at' - 'updated_at')::text AS row FROM ${sql.table(table)} AS t) AS r
        ORDER BY row COLLATE "C"`.execute(trx);
      hash.update(`${table}:${rows.length}\n`);
      for (const { row } of rows) hash.update(`${row}\n`);
    }
  });
  return hash.digest('hex');
}
