import { createHash } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../types.js';
import type { AuthAttemptTable } from '../../tables/accounts.js';

type AttemptKind = AuthAttemptTable['kind'];

/** The limits one attempt is reserved within; a limit of Infinity is not counted. */
export interface AttemptLimits {
  since: Date;
  perAccount: number;
  perAddress: number;
}

/** What a reservation did: stored the attempt (its id), or found a limit used up. */
export type AttemptReservation = { id: number; full?: undefined } | { id?: undefined; full: 'account' | 'address' };

// One advisory-lock key a (kind, column, value): the first 8 bytes of its SHA-256, as PostgreSQL's bigint.
const lockKey = (kind: AttemptKind, column: string, value: string) => createHash('sha256').update(`candleshop-attempts\0${kind}\0${column}\0${value}`).digest().readBigInt64BE(0);

/**
 * Stores one attempt only while the account and the address are under their limits, in one
 * step (SECURITY-REVIEW M2): a transaction that first takes an advisory lock per key (in key
 * order, so two reservations never wait on each other crosswise), then counts and inserts. A
 * reservation waiting on the lock counts after the holder committed, so of N parallel ones at
 * most the limit get through, on PostgreSQL; on PGlite, Kysely's dialect runs one transaction
 * at a time, which is as strong.
 */
export async function reserveAttempt(db: Kysely<Database>, attempt: Insertable<AuthAttemptTable>, limits: AttemptLimits): Promise<AttemptReservation> {
  const countAccount = Number.isFinite(limits.perAccount);
  const countAddress = Number.isFinite(limits.perAddress);
  const keys = [...(countAccount ? [lockKey(attempt.kind, 'account', attempt.account)] : []), ...(countAddress ? [lockKey(attempt.kind, 'address', attempt.address)] : [])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return db.transaction().execute(async (trx) => {
    for (const key of keys) await sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`.execute(trx);
    const counts = await trx
      .selectFrom('auth_attempts')
      .select((eb) => [eb.fn.countAll<string>().filterWhere('account', '=', attempt.account).as('account'), eb.fn.countAll<string>().filterWhere('address', '=', attempt.address).as('address')])
      .where('kind', '=', attempt.kind)
      .where('created_at', '>', limits.since)
      .where((eb) => eb.or([eb('account', '=', attempt.account), eb('address', '=', attempt.address)]))
      .executeTakeFirstOrThrow();
    if (countAccount && Number(counts.account) >= limits.perAccount) return { full: 'account' as const };
    if (countAddress && Number(counts.address) >= limits.perAddress) return { full: 'address' as const };
    const row = await trx.insertInto('auth_attempts').values(attempt).returning('id').executeTakeFirstOrThrow();
    return { id: row.id };
  });
}

/** Stores one attempt whatever the counts (one that passed a human check past the limits). */
export async function insertAttempt(db: Kysely<Database>, attempt: Insertable<AuthAttemptTable>): Promise<void> {
  await db.insertInto('auth_attempts').values(attempt).execute();
}

/** Deletes one attempt (a reserved one that turned out right). */
export async function deleteAttempt(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('auth_attempts').where('id', '=', id).execute();
}

/** Deletes attempts older than a moment. */
export async function deleteAttemptsBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('auth_attempts').where('created_at', '<', before).execute();
}

/** Deletes an account's attempts of a kind. */
export async function deleteAttemptsOf(db: Kysely<Database>, kind: AttemptKind, account: string): Promise<void> {
  await db.deleteFrom('auth_attempts').where('kind', '=', kind).where('account', '=', account).execute();
}
