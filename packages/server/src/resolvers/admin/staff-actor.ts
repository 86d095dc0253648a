import { requireStaff, type StaffRight } from '../../auth/staff.js';
import type { ShopContext } from '../../context.js';
import type { StaffActor } from '../../services/admin/admin-common.js';

/** The staff member allowed `right` with the address the call came from, or `forbidden` (auth/staff.ts). */
export async function staffActor(ctx: ShopContext, right: StaffRight): Promise<StaffActor> {
  return { staff: await requireStaff(ctx, right), address: ctx.clientAddress };
}
