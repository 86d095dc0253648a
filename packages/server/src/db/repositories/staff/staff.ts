import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../types.js';
import type { StaffRole } from '../../tables/staff.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A staff member as the back office checks it: the account, the role and the sealed TOTP secret. */
export interface StaffMemberRow {
  user_id: number;
  role: StaffRole;
  totp_secret: string;
  totp_last_step: number;
  name: string;
  email: string;
}

/** The staff row of an account joined with its name and email, or undefined for a customer. */
export async function findStaffMember(db: Db, userId: number): Promise<StaffMemberRow | undefined> {
  const row = await db
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .select(['staff.user_id', 'staff.role', 'staff.totp_secret', 'staff.totp_last_step', 'users.name', 'users.email'])
    .where('staff.user_id', '=', userId)
    .executeTakeFirst();
  // pg answers bigint as a string.
  return row && { ...row, totp_last_step: Number(row.totp_last_step) };
}

/**
 * Makes an account staff (or gives a staff member a new role and secret) and replaces its
 * recovery codes, in one transaction: the old secret and codes stop working at once.
 */
export async function saveStaffMember(db: Kysely<Database>, member: { userId: number; role: StaffRole; sealedSecret: string; codeHashes: readonly string[] }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('staff')
      .values({ user_id: member.userId, role: member.role, totp_secret: member.sealedSecret, totp_last_step: 0 })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ role: member.role, totp_secret: member.sealedSecret, totp_last_step: 0 }))
      .execute();
    await trx.deleteFrom('staff_recovery_codes').where('user_id', '=', member.userId).execute();
    await trx
      .insertInto('staff_recovery_codes')
      .values(member.codeHashes.map((code_hash) => ({ user_id: member.userId, code_hash })))
      .execute();
    // A new secret means every earlier verified session of the account starts over.
    await trx.updateTable('sessions').set({ verified: false }).where('user_id', '=', member.userId).execute();
  });
}

/** Takes an account's staff rights away (its codes go with it); false when it was not staff. */
export async function deleteStaffMember(db: Kysely<Database>, userId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('staff').where('user_id', '=', userId).executeTakeFirst();
    await trx.updateTable('sessions').set({ verified: false }).where('user_id', '=', userId).execute();
    return Number(gone.numDeletedRows) > 0;
  });
}

/** Records the step a code was accepted for, only when it is later than the last one (a used step is refused). */
export async function takeTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db.updateTable('staff').set({ totp_last_step: step }).where('user_id', '=', userId).where('totp_last_step', '<', step).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Uses up one unused recovery code by its hash; false when there is none such. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) >= 1;
}

/** How many unused recovery codes a staff member has. */
export async function countRecoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}
