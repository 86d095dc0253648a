import { sql, type Kysely } from 'kysely';
import type { Database } from '../../types.js';

/** The channel a catalogue change is announced on (PostgreSQL NOTIFY); every instance empties its caches. */
export const CATALOGUE_CHANGED = 'candleshop_catalogue_changed';

/**
 * Tells every instance listening on PostgreSQL that products, prices, stock, workshops or content
 * changed (issue 34 item 7), so none serves a cached answer or page from before the change.
 * `from` names the instance that made it, which has emptied its own caches already.
 */
export async function announceCatalogueChanged(db: Kysely<Database>, from: string): Promise<void> {
  await sql`SELECT pg_notify(${CATALOGUE_CHANGED}, ${from})`.execute(db);
}
