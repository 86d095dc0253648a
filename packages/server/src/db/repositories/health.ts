import { sql, type Kysely } from 'kysely';
import type { Database } from '../types.js';

/** Asks the database the most trivial question; throws when it cannot answer. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
