import { requireStaff, ROLE_RIGHTS } from '../../auth/staff.js';
import type { ShopContext } from '../../context.js';
import type { StaffActor } from '../../services/staff/audit.js';

/**
 * The staff member making a back-office call, with the address it came from (the audit's who and
 * where). The operation's own right was checked before its resolver ran (permissions.ts); this
 * asks again for what every staff member has, so an actor never stands for a caller let through.
 */
export async function staffActor(ctx: ShopContext): Promise<StaffActor> {
  return { staff: await requireStaff(ctx, 'read'), address: ctx.clientAddress };
}

/**
 * SECURITY-REVIEW-2 N12: whether the signed-in staff member (already allowed to read) may see the
 * shop's money; a money field is null for the others, so it is withheld, not only hidden.
 */
export async function seesMoney(ctx: ShopContext): Promise<boolean> {
  return ROLE_RIGHTS[(await requireStaff(ctx, 'read')).role].includes('money');
}

/** A sale's partner with its commission only for those who see the money. */
export async function partnerFor<T extends { commissionPercent: number | null }>(ctx: ShopContext, partner: Promise<T | null>): Promise<(Omit<T, 'commissionPercent'> & { commissionPercent: number | null }) | null> {
  const [found, money] = await Promise.all([partner, seesMoney(ctx)]);
  return found && (money ? found : { ...found, commissionPercent: null });
}
