import { sql, type Kysely } from 'kysely';
import type { Database } from '../types.js';
import { isEmpty, resetIdentities } from './area.js';
import { SEED_AREAS } from './areas.js';

// Seeding takes this transaction-scoped lock so two instances starting together on one
// PostgreSQL cannot both find the database empty.
const SEED_LOCK = 7_301_220;

/**
 * Fills every area of the demo data whose tables are still empty, in one transaction.
 * @returns true when it seeded anything, false when every area already had its data
 */
export async function seed(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    let seeded = false;
    for (const area of SEED_AREAS) {
      if (!(await isEmpty(trx, area.anchor))) continue;
      await area.run(trx);
      await resetIdentities(trx, area.identityTables);
      seeded = true;
    }
    return seeded;
  });
}
