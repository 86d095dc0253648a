import type { Kysely } from 'kysely';
import type { Database } from '../../types.js';

/**
 * Records one event of `kind` for `key` and says whether it stays within `limit` events in the
 * last `windowMs`. Recorded first and counted after, so two racing requests both see each other
 * (SECURITY-REVIEW M2's lesson); an event over the limit is taken back, so refusals do not extend
 * the wait.
 */
export async function takeRateSlot(db: Kysely<Database>, kind: string, key: string, limit: number, windowMs: number, now = new Date()): Promise<boolean> {
  const { id } = await db.insertInto('rate_events').values({ kind, key, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const row = await db
    .selectFrom('rate_events')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('created_at', '>', new Date(now.getTime() - windowMs))
    .where('id', '<=', id)
    .executeTakeFirstOrThrow();
  if (Number(row.count) <= limit) return true;
  await db.deleteFrom('rate_events').where('id', '=', id).execute();
  return false;
}

/** How many events of `kind` for `key` came after `since`: for a limit on misses only, counted before the attempt and recorded after it failed. */
export async function countRateEvents(db: Kysely<Database>, kind: string, key: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('rate_events')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Records one event of `kind` for `key` (a miss {@link countRateEvents} counts). */
export async function recordRateEvent(db: Kysely<Database>, kind: string, key: string, now: Date): Promise<void> {
  await db.insertInto('rate_events').values({ kind, key, created_at: now }).execute();
}

/** Deletes events older than a moment (the sweep: no limit looks back further than a day). */
export async function deleteRateEventsBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('rate_events').where('created_at', '<', before).execute();
}
