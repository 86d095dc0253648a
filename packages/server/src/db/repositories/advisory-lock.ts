import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../types.js';

/**
 * Takes the transaction-scoped advisory lock of (`scope`, `value`): the first 8 bytes of their
 * SHA-256 as PostgreSQL's bigint, so unrelated counters rarely share a lock. Held until the
 * transaction ends; on PGlite, whose dialect runs one transaction at a time, it costs nothing.
 */
export async function lockKey(trx: Kysely<Database>, scope: string, value: string): Promise<void> {
  const key = createHash('sha256').update(`candleshop-${scope}\0${value}`).digest().readBigInt64BE(0);
  await sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`.execute(trx);
}
