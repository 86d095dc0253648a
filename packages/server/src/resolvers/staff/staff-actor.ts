import type { z } from 'zod';
import { requireStaff, ROLE_RIGHTS } from '../../auth/staff.js';
import type { ShopContext } from '../../context.js';
import type { StaffActor } from '../../services/staff/audit.js';
import { parseArgs } from '../args.js';

/**
 * The staff member making a back-office call, with the address it came from (the audit's who and
 * where). The operation's own right was checked before its resolver ran (permissions.ts); this
 * asks again for what every staff member has, so an actor never stands for a caller let through.
 */
export async function staffActor(ctx: ShopContext): Promise<StaffActor> {
  return { staff: await requireStaff(ctx, 'read'), address: ctx.clientAddress };
}

/**
 * A resolver that finds its caller first (one not let in hears of that, never of its arguments),
 * then checks its arguments against `schema` and runs `run` with both.
 *
 * @example
 * adminVerifyTotp: callerResolver(unverifiedStaff, codeArgs, (staff, { code }, ctx) => ctx.services.staffSession.verifyTotp(staff, code)),
 */
export function callerResolver<C, S extends z.ZodType, R>(caller: (ctx: ShopContext) => Promise<C>, schema: S, run: (caller: C, args: z.output<S>, ctx: ShopContext) => R | Promise<R>) {
  return async (_: unknown, raw: unknown, ctx: ShopContext): Promise<R> => run(await caller(ctx), parseArgs(schema, raw), ctx);
}

/** A back-office change: the acting staff member (staffActor) and the checked arguments go to `run`. */
export function staffChange<S extends z.ZodType, R>(schema: S, run: (actor: StaffActor, args: z.output<S>, ctx: ShopContext) => R | Promise<R>) {
  return callerResolver(staffActor, schema, run);
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
