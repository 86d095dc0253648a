import type { Kysely } from 'kysely';
import { lockKey } from '../advisory-lock.js';
import type { Database } from '../../types.js';

// How many events of `kind` for `key` came after `since`.
const eventsSince = (db: Kysely<Database>, kind: string, key: string, since: Date) =>
  db
    .selectFrom('rate_events')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('created_at', '>', since);

/**
 * Records one event of `kind` for `key` and says whether it stays within `limit` events in the
 * last `windowMs`. Recorded first and counted after, so two racing requests both see each other
 * (SECURITY-REVIEW M2's lesson); an event over the limit is taken back, so refusals do not extend
 * the wait.
 */
export async function takeRateSlot(db: Kysely<Database>, kind: string, key: string, limit: number, windowMs: number, now = new Date()): Promise<boolean> {
  const { id } = await db.insertInto('rate_events').values({ kind, key, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const row = await eventsSince(db, kind, key, new Date(now.getTime() - windowMs))
    .where('id', '<=', id)
    .executeTakeFirstOrThrow();
  if (Number(row.count) <= limit) return true;
  await db.deleteFrom('rate_events').where('id', '=', id).execute();
  return false;
}

/**
 * Records one event of `kind` for `key` only while fewer than `limit` came in the last `windowMs`,
 * in one step (SECURITY-REVIEW-2 N6, N9; the pattern of auth-attempts.ts's reserveAttempt): a
 * transaction takes an advisory lock on (kind, key), then counts and inserts, so of N parallel
 * events at most the limit are recorded; a refused one is not recorded (refusals do not extend the wait).
 * @returns whether the event was recorded
 */
export async function reserveRateEvent(db: Kysely<Database>, kind: string, key: string, limit: number, windowMs: number, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, 'rate-events', `${kind}\0${key}`);
    const row = await eventsSince(trx, kind, key, new Date(now.getTime() - windowMs)).executeTakeFirstOrThrow();
    if (Number(row.count) >= limit) return false;
    await trx.insertInto('rate_events').values({ kind, key, created_at: now }).execute();
    return true;
  });
}

/** Deletes events older than a moment (the sweep: no limit looks back further than a day). */
export async function deleteRateEventsBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('rate_events').where('created_at', '<', before).execute();
}
