import type { Kysely } from 'kysely';
import { passesHumanCheck, type HumanCheckVerifier } from '../../adapters/human-check/human-check.js';
import { findUserById } from '../../db/repositories/accounts/users.js';
import type { Database } from '../../db/types.js';
import { refused, unauthorized } from '../../errors.js';

/**
 * SECURITY-REVIEW-2 N3 and SECURITY-REVIEW L3: an account whose email is not verified yet may buy
 * (SPEC §6 lets guests buy) only past the human check a guest passes, else one registration
 * places unlimited sales (and their confirmation texts) in anyone's name. A verified account
 * needs no token.
 * @throws `humanCheck.required` for a pending account without a token that passes
 */
export async function checkUnverifiedBuyer(db: Kysely<Database>, humanCheck: HumanCheckVerifier, buyer: { userId: number; token?: string | null }): Promise<void> {
  const user = await findUserById(db, buyer.userId);
  if (!user) throw unauthorized();
  if (user.status === 'active') return;
  if (!(await passesHumanCheck(humanCheck, buyer.token))) throw refused('humanCheck.required');
}
