import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../types.js';
import type { AccountTokenTable } from '../../tables/accounts.js';

type Purpose = AccountTokenTable['purpose'];

/** Stores a user's one-time token hash, dropping earlier tokens of the same purpose in one transaction. */
export async function replaceAccountToken(db: Kysely<Database>, token: Insertable<AccountTokenTable> & { purpose: Purpose }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('account_tokens').where('user_id', '=', token.user_id).where('purpose', '=', token.purpose).execute();
    await trx.insertInto('account_tokens').values(token).execute();
  });
}

/**
 * Deletes the token with this hash and purpose (of this user, when given) and answers its row:
 * one conditional DELETE … RETURNING, so of concurrent uses exactly one gets it.
 */
export function takeAccountToken(db: Kysely<Database>, tokenHash: string, purpose: Purpose, userId?: number): Promise<{ user_id: number; expires_at: Date } | undefined> {
  let query = db.deleteFrom('account_tokens').where('token_hash', '=', tokenHash).where('purpose', '=', purpose);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.returning(['user_id', 'expires_at']).executeTakeFirst();
}
