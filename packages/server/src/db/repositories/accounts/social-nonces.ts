import type { Kysely } from 'kysely';
import type { Database } from '../../types.js';

/** Keeps a nonce's hash until it expires. */
export async function insertSocialNonce(db: Kysely<Database>, nonceHash: string, expiresAt: Date): Promise<void> {
  await db.insertInto('social_nonces').values({ nonce_hash: nonceHash, expires_at: expiresAt }).execute();
}

/** Takes an unexpired nonce once: true only for the first caller (SECURITY-REVIEW L16). */
export async function consumeSocialNonce(db: Kysely<Database>, nonceHash: string, now = new Date()): Promise<boolean> {
  const taken = await db.deleteFrom('social_nonces').where('nonce_hash', '=', nonceHash).where('expires_at', '>', now).returning('nonce_hash').executeTakeFirst();
  return taken !== undefined;
}

/** Forgets expired nonces. */
export async function deleteExpiredSocialNonces(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.deleteFrom('social_nonces').where('expires_at', '<=', now).execute();
}
