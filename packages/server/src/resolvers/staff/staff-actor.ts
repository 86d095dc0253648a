import { requireStaff, ROLE_RIGHTS, type StaffRight } from '../../auth/staff.js';
import type { ShopContext } from '../../context.js';
import type { StaffActor } from '../../services/staff/audit.js';

/** The staff member allowed `right` with the address the call came from, or `forbidden` (auth/staff.ts). */
export async function staffActor(ctx: ShopContext, right: StaffRight): Promise<StaffActor> {
  return { staff: await requireStaff(ctx, right), address: ctx.clientAddress };
}

/**
 * SECURITY-REVIEW-2 N12: whether the signed-in staff member (already allowed to read) may see the
 * shop's money; a money field is null for the others, so it is withheld, not only hidden.
 */
export async function seesMoney(ctx: ShopContext): Promise<boolean> {
  return ROLE_RIGHTS[(await requireStaff(ctx, 'read')).role].includes('money');
}

/** A sale's partner with its commission only for those who see the money. */
export async function partnerFor<T extends { commissionPercent: number }>(ctx: ShopContext, partner: Promise<T | null>): Promise<(Omit<T, 'commissionPercent'> & { commissionPercent: number | null }) | null> {
  const [found, money] = await Promise.all([partner, seesMoney(ctx)]);
  return found && (money ? found : { ...found, commissionPercent: null });
}
