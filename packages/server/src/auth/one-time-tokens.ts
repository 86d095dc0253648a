import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { replaceAccountToken, takeAccountToken } from '../db/repositories/accounts/account-tokens.js';
import type { Database } from '../db/types.js';
import { hashToken } from './session-cookie.js';

/** What a one-time token is for, and how long it lives (SECURITY D4). */
export const TOKEN_LIFETIME_MS = { verify: 24 * 60 * 60 * 1000, reset: 60 * 60 * 1000 } as const;

export type TokenPurpose = keyof typeof TOKEN_LIFETIME_MS;

/**
 * Issues a token for a user: 256 random bits; only its SHA-256 is stored. Earlier tokens of the
 * same purpose are dropped, so only the latest mail's link works.
 */
export async function issueToken(db: Kysely<Database>, userId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await replaceAccountToken(db, { user_id: userId, purpose, token_hash: hashToken(token), expires_at: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]) });
  return token;
}

/**
 * Uses up a token: one conditional DELETE … RETURNING, so of any number of concurrent uses exactly
 * one gets the user id (WSTG one-time-use race). Expired tokens are deleted and give undefined.
 */
export async function consumeToken(db: Kysely<Database>, token: string, purpose: TokenPurpose, userId?: number): Promise<number | undefined> {
  if (token.length === 0 || token.length > 200) return undefined;
  const row = await takeAccountToken(db, hashToken(token), purpose, userId);
  if (!row || new Date(row.expires_at).getTime() <= Date.now()) return undefined;
  return row.user_id;
}
