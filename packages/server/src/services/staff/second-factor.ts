import { clearAttempts, releaseAttempt, reserve, reserveOrChallenge } from '../../auth/throttle.js';
import { passesHumanCheck, type HumanCheckVerifier } from '../../adapters/human-check/human-check.js';
import { unseal } from '../../auth/secret-box.js';
import type { Staff } from '../../auth/staff.js';
import { base32Decode, matchTotp } from '../../auth/totp.js';
import { insertAudit } from '../../db/repositories/staff/audit-log.js';
import { markSessionVerified } from '../../db/repositories/accounts/sessions.js';
import { countRecoveryCodesLeft, takeTotpStep, useRecoveryCode } from '../../db/repositories/staff/staff.js';
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
async function staffMemberView(db: Kysely<Database>, staff: Staff): Promise<StaffMemberView> {
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

// SECURITY-REVIEW L13: every pass and every wrong code is in the staff member's audit trail.
function audit(db: Kysely<Database>, ctx: FactorContext, staff: Staff, action: string, after: unknown): Promise<void> {
  return insertAudit(db, { staffUserId: staff.user_id, subjectType: 'staff', subjectId: staff.user_id, action, before: {}, after, note: null, address: ctx.clientAddress });
}

async function failed(ctx: FactorContext, staff: Staff, method: 'totp' | 'recovery'): Promise<never> {
  await audit(ctx.db, ctx, staff, 'factor.failed', { method });
  throw refused('auth.failed');
}

async function passed(ctx: FactorContext, staff: Staff, method: 'totp' | 'recovery'): Promise<StaffMemberView> {
  await clearAttempts(ctx.db, 'totp', staff.email.toLowerCase());
  return ctx.db.transaction().execute(async (trx) => {
    await markSessionVerified(trx, staff.sessionId);
    const view = await staffMemberView(trx, { ...staff, verified: true });
    await audit(trx, ctx, staff, 'factor.passed', { method, recoveryCodesLeft: view.recoveryCodesLeft });
    return view;
  });
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
async function verifyTotp(ctx: FactorContext, staff: Staff, code: string): Promise<StaffMemberView> {
  const attempt = await reserve(ctx.db, 'totp', staff.email.toLowerCase(), ctx.clientAddress);
  if (attempt.id === undefined) throw refused('admin.useRecoveryCode');
  if (!ctx.key) return failed(ctx, staff, 'totp');
  const key = base32Decode(unseal(ctx.key, staff.totp_secret));
  const step = matchTotp(key, code.trim(), ctx.now ?? Date.now(), staff.totp_last_step);
  if (step === undefined || !(await takeTotpStep(ctx.db, staff.user_id, step))) return failed(ctx, staff, 'totp');
  await releaseAttempt(ctx.db, attempt.id);
  return passed(ctx, staff, 'totp');
}

/**
 * Passes the second factor with a recovery code, which is used up in the same UPDATE. Codes are
 * reserved before the check (SECURITY-REVIEW M2); past their limits a code needs a human-check
 * `token` (`auth.humanCheck`), never a lock (M1): at 80 bits no number of checked guesses finds one.
 */
async function verifyRecoveryCode(ctx: FactorContext, staff: Staff, code: string, token?: string | null): Promise<StaffMemberView> {
  const account = staff.email.toLowerCase();
  const attempt = await reserveOrChallenge(ctx.db, 'recovery', account, ctx.clientAddress, () => passesHumanCheck(ctx.humanCheck, token));
  if (!(await useRecoveryCode(ctx.db, staff.user_id, hashRecoveryCode(code)))) return failed(ctx, staff, 'recovery');
  await releaseAttempt(ctx.db, attempt);
  await clearAttempts(ctx.db, 'recovery', account);
  return passed(ctx, staff, 'recovery');
}

/** What the staff member's session service needs of the request. */
export interface StaffSessionOptions {
  /** The staff key (STAFF_SECRET_KEY); without it no code can be checked. */
  staffKey: Buffer | undefined;
  clientAddress: string;
  humanCheck: HumanCheckVerifier;
}

/** The signed-in staff member and their second factor (issue 15), for one request. */
export function createStaffSession(db: Kysely<Database>, options: StaffSessionOptions) {
  const ctx: FactorContext = { db, key: options.staffKey, clientAddress: options.clientAddress, humanCheck: options.humanCheck };
  return {
    view: (staff: Staff) => staffMemberView(db, staff),
    verifyTotp: (staff: Staff, code: string) => verifyTotp(ctx, staff, code),
    verifyRecoveryCode: (staff: Staff, code: string, token?: string | null) => verifyRecoveryCode(ctx, staff, code, token),
  };
}
