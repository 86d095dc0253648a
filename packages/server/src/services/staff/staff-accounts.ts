import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { seal } from '../../auth/secret-box.js';
import { base32Encode, otpauthUri } from '../../auth/totp.js';
import { insertAudit } from '../../db/repositories/staff/audit-log.js';
import { deleteStaffMember, findStaffMember, saveStaffMember } from '../../db/repositories/staff/staff.js';
import { findUserByEmail } from '../../db/repositories/accounts/users.js';
import type { Database } from '../../db/types.js';
import type { StaffRole } from '../../db/tables/staff.js';
import { badRequest, notFound, refused } from '../../errors.js';

/** How many one-time recovery codes a staff member gets. */
export const RECOVERY_CODES = 10;

/** What `staff add` answers, once: nothing of it can be read back later. */
export interface NewStaffSecrets {
  email: string;
  role: StaffRole;
  /** Base32 TOTP secret. */
  secret: string;
  /** otpauth:// URI for an authenticator app. */
  uri: string;
  recoveryCodes: string[];
}

/** A recovery code as stored: SHA-256 of its normalised text (codes are 80 random bits: no slow hash needed). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
}

/** A recovery code: 10 random bytes as `xxxx-xxxx-xxxx-xxxx` base32, readable on paper. */
function newRecoveryCode(): string {
  return base32Encode(randomBytes(10)).toLowerCase().match(/.{4}/g)!.join('-');
}

/**
 * Makes a registered customer staff (issue 15; there is no staff sign-up): a fresh TOTP secret,
 * sealed under the staff key, and ten recovery codes, stored hashed. Run again, it replaces both.
 * @throws not.found when no account has the email; account.pending when its email is not verified; bad.request for another role; staff.key when the server has no STAFF_SECRET_KEY
 */
export async function addStaff(db: Kysely<Database>, key: Buffer | undefined, email: string, role: string): Promise<NewStaffSecrets> {
  if (role !== 'owner' && role !== 'staff') throw badRequest({ role: ['input.role.invalid'] });
  if (!key) throw refused('staff.key');
  const user = await findUserByEmail(db, email.trim());
  if (!user) throw notFound();
  // SECURITY-REVIEW L3: only an account whose email is verified becomes staff.
  if (user.status !== 'active') throw refused('account.pending');
  const secret = base32Encode(randomBytes(20));
  const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await saveStaffMember(db, { userId: user.id, role, sealedSecret: seal(key, secret), codeHashes: recoveryCodes.map(hashRecoveryCode) });
  return { email: user.email, role, secret, uri: otpauthUri(secret, user.email), recoveryCodes };
}

/** Takes an account's staff rights away. @throws not.found when the email is no staff member's */
export async function removeStaff(db: Kysely<Database>, email: string): Promise<{ email: string }> {
  const user = await findUserByEmail(db, email.trim());
  if (!user || !(await deleteStaffMember(db, user.id))) throw notFound();
  return { email: user.email };
}

/**
 * The shop's staff commands (`npm run shop -- staff add|remove`, http/local/staff-commands.ts):
 * each change is audited with no staff actor, the shop's command line ran it, from `address`
 * (SECURITY-REVIEW H1, L13). The secrets `add` answers are never logged.
 */
export function createStaffAccounts(db: Kysely<Database>, key: Buffer | undefined) {
  return {
    async run(action: 'add' | 'remove', email: string, role: string, address: string): Promise<NewStaffSecrets | { email: string }> {
      const user = await findUserByEmail(db, email.trim());
      const before = user && (await findStaffMember(db, user.id));
      const answer = action === 'remove' ? await removeStaff(db, email) : await addStaff(db, key, email, role);
      // The answer succeeded, so the user exists.
      await insertAudit(db, {
        subjectType: 'staff',
        subjectId: user!.id,
        action: `staff.${action}`,
        before: before ? { role: before.role } : {},
        after: 'role' in answer ? { role: answer.role } : {},
        staffUserId: null,
        note: null,
        address,
      });
      return answer;
    },
  };
}
