import { requireStaff } from '../../auth/staff.js';
import type { ShopContext } from '../../context.js';
import { isBackOfficeOperation, STAFF_PERMISSIONS } from './permissions.js';

type Resolve = (parent: unknown, args: unknown, ctx: ShopContext, info: unknown) => unknown;
type ResolverMap = Record<string, Record<string, unknown>>;

/**
 * Puts each back-office operation behind the permission it declares in STAFF_PERMISSIONS, and
 * refuses to build a schema where an admin… operation declares none or a permission names no
 * resolver: an unguarded back-office call is a start-up error, not a hole.
 */
export function guardStaffOperations(resolvers: ResolverMap): ResolverMap {
  for (const type of ['Query', 'Mutation'] as const) {
    const fields = (resolvers[type] ??= {});
    const permissions = STAFF_PERMISSIONS[type];
    for (const name of Object.keys(permissions)) {
      if (typeof fields[name] !== 'function') throw new Error(`candleshop: the permission of ${type}.${name} names no resolver`);
    }
    for (const [name, resolve] of Object.entries(fields)) {
      const permission = permissions[name];
      if (!permission) {
        if (isBackOfficeOperation(name)) throw new Error(`candleshop: ${type}.${name} declares no staff permission (resolvers/staff/permissions.ts)`);
        continue;
      }
      fields[name] = async (parent: unknown, args: unknown, ctx: ShopContext, info: unknown) => {
        await requireStaff(ctx, permission.right, { factor: permission.factor });
        return (resolve as Resolve)(parent, args, ctx, info);
      };
    }
  }
  return resolvers;
}
