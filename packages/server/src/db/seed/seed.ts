import { sql, type Kysely } from 'kysely';
import type { Database } from '../types.js';
import { isEmpty, resetIdentities, type SeedArea } from './area.js';
import { catalogueSeed } from './catalogue/seed.js';
import { contentSeed } from './content/seed.js';
import { seedDemoPartner } from './demo-partner.js';
import { placesSeed } from './places/seed.js';
import { salesSeed } from './sales/seed.js';
import { subscriptionsSeed } from './subscriptions.js';

// Seeding takes this transaction-scoped lock so two instances starting together on one
// PostgreSQL cannot both find the database empty.
const SEED_LOCK = 7_301_220;

/** Every area of the demo data, in the order they are seeded (an area may refer to earlier ones). */
export const SEED_AREAS: readonly SeedArea[] = [catalogueSeed, placesSeed, salesSeed, contentSeed, subscriptionsSeed];

/** What the demo data needs to know of the running shop. */
export interface SeedOptions {
  /** The example partner pages' origins: a new shop registers the demo partner for them (issue 26). */
  demoPartnerOrigins?: readonly string[];
}

/**
 * Fills every area of the demo data whose tables are still empty, in one transaction.
 * @returns true when it seeded anything, false when every area already had its data
 */
export async function seed(db: Kysely<Database>, options: SeedOptions = {}): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    let seeded = false;
    let newShop = false;
    for (const area of SEED_AREAS) {
      if (!(await isEmpty(trx, area.anchor))) continue;
      await area.run(trx);
      await resetIdentities(trx, area.identityTables);
      seeded = true;
      if (area === catalogueSeed) newShop = true;
    }
    // Only with a new shop's catalogue: a partner the owner removed does not come back on restart.
    if (newShop && options.demoPartnerOrigins?.length) await seedDemoPartner(trx, options.demoPartnerOrigins);
    return seeded;
  });
}
