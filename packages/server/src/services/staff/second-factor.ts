import { clearAttempts, isThrottled, recordAttempt } from '../../auth/throttle.js';
import { unseal } from '../../auth/secret-box.js';
import type { Staff } from '../../auth/staff.js';
import { base32Decode, matchTotp } from '../../auth/totp.js';
import { insertAudit } from '../../db/repositories/audit-log.js';
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
  now?: number;
}

// Failures of both kinds count against one budget per staff account (SECURITY D3 / C2: per attempt,
// so aliases in one request do not multiply it).
// SECURITY-REVIEW L13: every pass and every wrong code is in the staff member's audit trail.
async function attempt(ctx: FactorContext, staff: Staff, method: 'totp' | 'recovery', check: () => Promise<boolean>): Promise<StaffMemberView> {
  const account = staff.email.toLowerCase();
  if (await isThrottled(ctx.db, 'totp', account, ctx.clientAddress)) throw refused('admin.throttled');
  const event = (db: Kysely<Database>, action: string, after: unknown) =>
    insertAudit(db, { staffUserId: staff.user_id, subjectType: 'staff', subjectId: staff.user_id, action, before: {}, after, note: null, address: ctx.clientAddress });
  if (!(await check())) {
    await recordAttempt(ctx.db, 'totp', account, ctx.clientAddress);
    await event(ctx.db, 'factor.failed', { method });
    throw refused('auth.failed');
  }
  await clearAttempts(ctx.db, 'totp', account);
  const view = await ctx.db.transaction().execute(async (trx) => {
    await markSessionVerified(trx, staff.sessionId);
    const passed = await staffMemberView(trx, { ...staff, verified: true });
    await event(trx, 'factor.passed', { method, recoveryCodesLeft: passed.recoveryCodesLeft });
    return passed;
  });
  return view;
}

/**
 * Passes the second factor with a TOTP code (RFC 6238, ±1 step); the step it matched is taken
 * in one guarded UPDATE, so a code (or an older one) is never accepted twice, even at once.
 */
export function verifyTotp(ctx: FactorContext, staff: Staff, code: string): Promise<StaffMemberView> {
  return attempt(ctx, staff, 'totp', async () => {
    if (!ctx.key) return false;
    const key = base32Decode(unseal(ctx.key, staff.totp_secret));
    const step = matchTotp(key, code.trim(), ctx.now ?? Date.now(), staff.totp_last_step);
    return step !== undefined && (await takeTotpStep(ctx.db, staff.user_id, step));
  });
}

/** Passes the second factor with a recovery code, which is used up in the same UPDATE. */
export function verifyRecoveryCode(ctx: FactorContext, staff: Staff, code: string): Promise<StaffMemberView> {
  return attempt(ctx, staff, 'recovery', () => useRecoveryCode(ctx.db, staff.user_id, hashRecoveryCode(code)));
}
