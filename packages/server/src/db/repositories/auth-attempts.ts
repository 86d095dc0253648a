import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../types.js';
import type { AuthAttemptTable } from '../types-accounts.js';

type AttemptKind = AuthAttemptTable['kind'];

/** How many attempts of a kind an account or an address made since a moment. */
export async function countAttempts(
  db: Kysely<Database>,
  kind: AttemptKind,
  column: 'account' | 'address',
  value: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('auth_attempts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('kind', '=', kind)
    .where(column, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Stores one attempt. */
export async function insertAttempt(db: Kysely<Database>, attempt: Insertable<AuthAttemptTable>): Promise<void> {
  await db.insertInto('auth_attempts').values(attempt).execute();
}

/** Deletes attempts older than a moment. */
export async function deleteAttemptsBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('auth_attempts').where('created_at', '<', before).execute();
}

/** Deletes an account's attempts of a kind. */
export async function deleteAttemptsOf(db: Kysely<Database>, kind: AttemptKind, account: string): Promise<void> {
  await db.deleteFrom('auth_attempts').where('kind', '=', kind).where('account', '=', account).execute();
}
