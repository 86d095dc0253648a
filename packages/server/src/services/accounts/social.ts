import { isEmail, NAME_MAX_LENGTH } from '@candleshop/rules';
import type { SocialIdentity } from '../../adapters/social/social.js';
import { findSocialUser, findUserByEmail, insertSocialIdentity, insertUser } from '../../db/repositories/accounts/users.js';
import { badRequest, refused } from '../../errors.js';
import { type AccountContext, sendVerificationMail, signIn, type SignedIn, storedProfile, uniqueViolation } from './sign-in.js';
import { takeSocialNonce } from './social-nonce.js';

/** socialLogin's arguments: the provider token in `id`, and what the client read from the provider. */
export interface SocialLoginInput {
  id: string;
  type: SocialIdentity['provider'];
  name?: string | null;
  email?: string | null;
  profile?: string | null;
  /**
   * The nonce the server issued for this attempt (socialNonce) and the browser gave Google: a
   * Google sign-in without one, with one not issued here or already used, or with a token carrying
   * another one is refused (SECURITY-REVIEW L16).
   */
  nonce?: string | null;
}

/**
 * SPEC §7 socialLogin (SECURITY D5): the provider token is verified server-side; the account is
 * found by (provider, subject), never by email. A new identity makes a new account; its email
 * must not belong to an existing account (no automatic linking, verified or not:
 * input.email.duplicate). Only a provider-verified email makes the account active at once.
 */
export async function socialLogin(ctx: AccountContext, input: SocialLoginInput): Promise<SignedIn> {
  const { social } = ctx.accounts;
  if (!social.providers.includes(input.type)) throw refused('bad.request');
  // Optional in the schema (SPEC §7's socialLogin arguments stay callable), required for Google.
  if (input.type === 'google' && !(await takeSocialNonce(ctx, input.nonce))) throw refused('auth.failed');
  const identity = await social.verify(input.type, input.id, input.nonce ? { nonce: input.nonce } : {});
  if (!identity) throw refused('auth.failed');

  const known = await findSocialUser(ctx.db, identity.provider, identity.subject);
  if (known) return signIn(ctx, known);

  const email = (identity.email ?? input.email ?? '').trim();
  if (!isEmail(email)) throw badRequest({ email: ['validation.emailRequired'] });
  if (await findUserByEmail(ctx.db, email)) throw refused('input.email.duplicate');
  const verified = identity.emailVerified && identity.email !== undefined;
  const name = (identity.name ?? input.name ?? '').trim().slice(0, NAME_MAX_LENGTH) || email.slice(0, email.indexOf('@'));
  const profile = identity.picture ?? (await storedProfile(ctx, input.profile));

  const user = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const row = await insertUser(trx, {
        name,
        email,
        phone: null,
        password_hash: null,
        status: verified ? 'active' : 'pending',
        profile,
        lang: ctx.lang,
      });
      await insertSocialIdentity(trx, identity.provider, identity.subject, row.id);
      return row;
    })
    .catch((error: unknown) => {
      // Another request created the same email (or identity) in the meantime.
      if (uniqueViolation(error) !== undefined) throw refused('input.email.duplicate');
      throw error;
    });
  if (user.status === 'pending') await sendVerificationMail(ctx, user);
  return signIn(ctx, user);
}
