import { z } from 'zod';
import { requireStaff } from '../../auth/staff.js';
import type { ShopContext } from '../../context.js';
import { callerResolver } from './staff-actor.js';

// Thin resolvers of the staff member's own session (issue 15): who they are and the second
// factor; these three are the only admin… calls a session without the factor may make.

const codeArgs = z.object({
  code: z.string({ error: 'input.code.invalid' }).max(100, { error: 'input.code.invalid' }),
  // SECURITY-REVIEW M1: past the recovery codes' limits a code carries a human-check token.
  token: z.string({ error: 'input.token.invalid' }).max(4096, { error: 'input.token.invalid' }).nullish(),
});

const unverifiedStaff = (ctx: ShopContext) => requireStaff(ctx, 'read', { factor: false });

/** Resolvers of adminMe, adminVerifyTotp and adminUseRecoveryCode. */
export const adminResolvers = {
  Query: {
    adminMe: async (_: unknown, __: unknown, ctx: ShopContext) => ctx.services.staffSession.view(await unverifiedStaff(ctx)),
  },
  Mutation: {
    adminVerifyTotp: callerResolver(unverifiedStaff, codeArgs, (staff, { code }, ctx) => ctx.services.staffSession.verifyTotp(staff, code)),
    adminUseRecoveryCode: callerResolver(unverifiedStaff, codeArgs, (staff, { code, token }, ctx) => ctx.services.staffSession.verifyRecoveryCode(staff, code, token)),
  },
};
