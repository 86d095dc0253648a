import { createHash, randomBytes } from 'node:crypto';
import { throttleKey } from '../../auth/client-address.js';
import { takeRateSlot } from '../../db/repositories/accounts/rate-events.js';
import { consumeSocialNonce, insertSocialNonce } from '../../db/repositories/accounts/social-nonces.js';
import { refused } from '../../errors.js';
import type { AccountContext } from './sign-in.js';

/** How long a Google sign-in nonce may wait for its token (the button sits on the page). */
export const SOCIAL_NONCE_LIFETIME_MS = 30 * 60 * 1000;
/** Nonces one address (IPv6: its /64, SECURITY-REVIEW-2 N9) may ask for an hour: every nonce is a row until it expires. */
export const SOCIAL_NONCES_PER_HOUR = 60;

const hash = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

/**
 * A nonce for one Google sign-in (SECURITY-REVIEW L16, SECURITY D5): random, kept hashed until it
 * is used or expires, so a token carries a value only this server gave out, and only once.
 */
export async function issueSocialNonce(ctx: Pick<AccountContext, 'db' | 'clientAddress'>): Promise<string> {
  if (!(await takeRateSlot(ctx.db, 'socialNonce', `address:${throttleKey(ctx.clientAddress)}`, SOCIAL_NONCES_PER_HOUR, 60 * 60 * 1000))) throw refused('rate.limited');
  const nonce = randomBytes(24).toString('base64url');
  await insertSocialNonce(ctx.db, hash(nonce), new Date(Date.now() + SOCIAL_NONCE_LIFETIME_MS));
  return nonce;
}

/** Whether `nonce` was issued here and unused; it is used up by this call either way. */
export function takeSocialNonce(ctx: Pick<AccountContext, 'db'>, nonce: string | null | undefined): Promise<boolean> {
  return nonce ? consumeSocialNonce(ctx.db, hash(nonce)) : Promise.resolve(false);
}
