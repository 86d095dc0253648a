import { requireStaff, type StaffRight } from '../../auth/staff.js';
import type { ShopContext } from '../../context.js';
import type { AdminOptions, StaffActor } from '../../services/admin/admin-common.js';
import { createAdminOrders } from '../../services/admin/admin-orders.js';
import { createAdminProducts } from '../../services/admin/admin-products.js';
import { createAdminRequests } from '../../services/admin/admin-requests.js';
import { createAdminWorkshops } from '../../services/admin/admin-workshops.js';

/** The back-office services of one request. */
export interface Admin {
  orders: ReturnType<typeof createAdminOrders>;
  requests: ReturnType<typeof createAdminRequests>;
  workshops: ReturnType<typeof createAdminWorkshops>;
  products: ReturnType<typeof createAdminProducts>;
}

const perRequest = new WeakMap<ShopContext, Admin>();

/** The back-office services, made once per request context (call only after `staffActor`). */
export function admin(ctx: ShopContext): Admin {
  let found = perRequest.get(ctx);
  if (!found) {
    const options: AdminOptions = { lang: ctx.lang, publicUrl: ctx.publicUrl, mailer: ctx.accounts.mailer, catalogueChanged: () => ctx.catalogueChanged(), payments: ctx.payments };
    found = {
      orders: createAdminOrders(ctx.db, options),
      requests: createAdminRequests(ctx.db, options),
      workshops: createAdminWorkshops(ctx.db, { ...options, storage: ctx.accounts.storage }),
      products: createAdminProducts(ctx.db, options),
    };
    perRequest.set(ctx, found);
  }
  return found;
}

/** The staff member allowed `right` with the address the call came from, or `forbidden` (auth/staff.ts). */
export async function staffActor(ctx: ShopContext, right: StaffRight): Promise<StaffActor> {
  return { staff: await requireStaff(ctx, right), address: ctx.clientAddress };
}
