import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { zodEmail, zodName, zodPhone } from '../../internal/zod-rules.js';
import { parsePeriod } from '../../services/dashboard/dashboard-period.js';
import { parseArgs } from '../args.js';
import { seesMoney } from '../staff/staff-actor.js';
import { handoffArgs, handoffLines } from '../handoff/cart-handoff.js';

// Thin resolvers: parse, call the saved carts, shape (DESIGN §4). Issue 37 item 2.

const refArg = z.string({ error: 'input.ref.invalid' }).max(100, { error: 'input.ref.invalid' });
const saveArgs = handoffArgs.extend({
  ref: refArg.nullish(),
  consent: z.boolean({ error: 'input.consent.invalid' }),
  contact: z.object({ name: z.string().max(500).nullish(), email: z.string().max(500).nullish(), phone: z.string().max(100).nullish() }).nullish(),
});

// The contact step is saved as it is typed: a field that does not pass the checkout's own rule yet is left out, not refused.
const lenient = <S extends z.ZodType>(schema: S, value: string | null | undefined): z.output<S> | null => {
  if (!value) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** Resolvers of carts kept for a reminder. */
export const cartRemindersResolvers = {
  Query: {
    savedCart: (_: unknown, args: unknown, ctx: ShopContext) => ctx.services.savedCarts.restore(parseArgs(z.object({ ref: refArg }), args).ref),
    myCartReminders: (_: unknown, __: unknown, ctx: ShopContext) => ctx.services.savedCarts.accountConsent(),
    // Staff only (permissions.ts); the revenue is the owner's, as on the rest of the dashboard.
    adminCartReminders: async (_: unknown, args: unknown, ctx: ShopContext) =>
      ctx.services.savedCarts.figures(parsePeriod(parseArgs(z.object({ period: z.string({ error: 'input.period.invalid' }) }), args).period), await seesMoney(ctx)),
  },
  Mutation: {
    saveCartForReminder: (_: unknown, args: unknown, ctx: ShopContext) => {
      const { ref, consent, contact, ...lines } = parseArgs(saveArgs, args);
      return ctx.services.savedCarts.save({
        ref,
        consent,
        lines: handoffLines(lines),
        contact: {
          name: lenient(zodName('input.name.required'), contact?.name),
          email: lenient(zodEmail('input.email.invalid'), contact?.email),
          phone: lenient(zodPhone('input.phone.invalid'), contact?.phone),
        },
      });
    },
    setCartReminders: (_: unknown, args: unknown, ctx: ShopContext) => ctx.services.savedCarts.setAccountConsent(parseArgs(z.object({ consent: z.boolean({ error: 'input.consent.invalid' }) }), args).consent),
  },
};
