import { clearAttempts, releaseAttempt, reserve, reserveOrChallenge } from '../../auth/throttle.js';
import { passesHumanCheck, type HumanCheckVerifier } from '../../adapters/human-check/human-check.js';
import { unseal } from '../../auth/secret-box.js';
import type { Staff } from '../../auth/staff.js';
import { base32Decode, matchTotp } from '../../auth/totp.js';
import { markSessionVerified } from '../../db/repositories/sessions.js';
import { countRecoveryCodesLeft, takeTotpStep, useRecoveryCode } from '../../db/repositories/staff.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { refused } from '../../errors.js';
import { hashRecoveryCode } from './staff-accounts.js';

/** The schema's StaffMember. */
export interface StaffMemberView {
  name: string;
  email: string;
  role: string;
  verified: boolean;
  recoveryCodesLeft: number;
}

/** Shapes the signed-in staff member. */
export async function staffMemberView(db: Kysely<Database>, staff: Staff): Promise<StaffMemberView> {
  return { name: staff.name, email: staff.email, role: staff.role, verified: staff.verified, recoveryCodesLeft: await countRecoveryCodesLeft(db, staff.user_id) };
}

interface FactorContext {
  db: Kysely<Database>;
  /** The staff key; without it no code can be checked. */
  key: Buffer | undefined;
  clientAddress: string;
  humanCheck: HumanCheckVerifier;
  now?: number;
}

async function passed(ctx: FactorContext, staff: Staff): Promise<StaffMemberView> {
  await clearAttempts(ctx.db, 'totp', staff.email.toLowerCase());
  await markSessionVerified(ctx.db, staff.sessionId);
  return staffMemberView(ctx.db, { ...staff, verified: true });
}

/**
 * Passes the second factor with a TOTP code (RFC 6238, ±1 step); the step it matched is taken
 * in one guarded UPDATE, so a code (or an older one) is never accepted twice, even at once.
 * Each code is reserved before it is checked (SECURITY-REVIEW M2), per attempt so aliases do not
 * multiply it (SECURITY D3 / C2). Past 5 wrong codes in 15 minutes TOTP stops for the staff
 * account (`admin.useRecoveryCode`): a million values must not meet an unlimited number of
 * guesses, not even human-checked ones. The staff member is not locked out (M1): recovery codes
 * still work.
 */
export async function verifyTotp(ctx: FactorContext, staff: Staff, code: string): Promise<StaffMemberView> {
  const attempt = await reserve(ctx.db, 'totp', staff.email.toLowerCase(), ctx.clientAddress);
  if (attempt.id === undefined) throw refused('admin.useRecoveryCode');
  if (!ctx.key) throw refused('auth.failed');
  const key = base32Decode(unseal(ctx.key, staff.totp_secret));
  const step = matchTotp(key, code.trim(), ctx.now ?? Date.now(), staff.totp_last_step);
  if (step === undefined || !(await takeTotpStep(ctx.db, staff.user_id, step))) throw refused('auth.failed');
  await releaseAttempt(ctx.db, attempt.id);
  return passed(ctx, staff);
}

/**
 * Passes the second factor with a recovery code, which is used up in the same UPDATE. Codes are
 * reserved before the check (SECURITY-REVIEW M2); past their limits a code needs a human-check
 * `token` (`auth.humanCheck`), never a lock (M1): at 80 bits no number of checked guesses finds one.
 */
export async function verifyRecoveryCode(ctx: FactorContext, staff: Staff, code: string, token?: string | null): Promise<StaffMemberView> {
  const account = staff.email.toLowerCase();
  const attempt = await reserveOrChallenge(ctx.db, 'recovery', account, ctx.clientAddress, () => passesHumanCheck(ctx.humanCheck, token));
  if (!(await useRecoveryCode(ctx.db, staff.user_id, hashRecoveryCode(code)))) throw refused('auth.failed');
  await releaseAttempt(ctx.db, attempt);
  await clearAttempts(ctx.db, 'recovery', account);
  return passed(ctx, staff);
}
