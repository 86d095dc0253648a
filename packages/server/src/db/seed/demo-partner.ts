import type { Kysely } from 'kysely';
import type { Database } from '../types.js';

/** The demo partner's public key: the example partner pages carry it as `data-partner` (issue 26). */
export const DEMO_PARTNER_KEY = 'demo-partner';

/**
 * The demo partner a new shop starts with, so the example partner pages (examples/, served one port
 * above the shop) attribute their sales: a registered partner like any other, which the owner may
 * pause or remove in the back office.
 */
export async function seedDemoPartner(db: Kysely<Database>, origins: readonly string[]): Promise<void> {
  await db
    .insertInto('partners')
    .values({
      name: 'Dar al-Hadaya (demo partner)',
      contact: 'partner@example.com',
      lang: 'ar',
      origins: JSON.stringify([...new Set(origins)]),
      commission_percent: 10,
      key: DEMO_PARTNER_KEY,
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}
