import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../types.js';

// One advisory-lock key a (kind, key): the first 8 bytes of its SHA-256, as PostgreSQL's bigint.
const lockKey = (kind: string, key: string) => createHash('sha256').update(`candleshop-recipient\0${kind}\0${key}`).digest().readBigInt64BE(0);

/**
 * Records one message of `kind` to `key` only while fewer than `limit` went there in the last
 * `windowMs`, in one step (SECURITY-REVIEW-2 N3): a transaction that takes an advisory lock on the
 * recipient, then counts and inserts, as `reserveAttempt` does for sign-ins. Of N instances sending
 * to one recipient at once, at most the limit get through on PostgreSQL; on PGlite Kysely's dialect
 * runs one transaction at a time, which is as strong. Kept in `rate_events`, whose sweep keeps a day.
 * @returns whether the message may go
 */
export async function reserveRecipientSlot(db: Kysely<Database>, kind: string, key: string, limit: number, windowMs: number, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${lockKey(kind, key).toString()}::bigint)`.execute(trx);
    const row = await trx
      .selectFrom('rate_events')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('kind', '=', kind)
      .where('key', '=', key)
      .where('created_at', '>', new Date(now.getTime() - windowMs))
      .executeTakeFirstOrThrow();
    if (Number(row.count) >= limit) return false;
    await trx.insertInto('rate_events').values({ kind, key, created_at: now }).execute();
    return true;
  });
}
