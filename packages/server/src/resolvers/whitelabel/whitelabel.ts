import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { MAX_LABEL, WHITE_LABEL_QUANTITY } from '../../services/whitelabel/white-label-rules.js';
import { MAX_IDEMPOTENCY_KEY } from '../../services/sales/order-idempotency.js';
import { idArg, idempotencyOf, optionalIdArg, parseArgs } from '../args.js';

// Thin resolvers: parse, authorize, call the white-label service, shape (DESIGN §4).

const text = (field: string, max: number) => z.string({ error: `input.${field}.invalid` }).max(max, { error: `input.${field}.max` });

const whiteLabelArgs = z.object({
  name: text('name', 200),
  phone: text('phone', 20),
  email: text('email', 320),
  quantity: z
    .number({ error: 'input.quantity.invalid' })
    .int({ error: 'input.quantity.invalid' })
    .min(WHITE_LABEL_QUANTITY.min, { error: 'input.quantity.min' })
    .max(WHITE_LABEL_QUANTITY.max, { error: 'input.quantity.max' }),
  container: idArg('container'),
  // size and sticker are not in SPEC §7's whiteLabel: the container's first size and no sticker.
  size: optionalIdArg('size'),
  color: idArg('color'),
  scent: idArg('scent'),
  wick: idArg('wick'),
  package: optionalIdArg('package'),
  sticker: z
    .boolean({ error: 'input.sticker.invalid' })
    .nullish()
    .transform((sticker) => sticker ?? false),
  label: z
    .string({ error: 'input.label.invalid' })
    .refine((label) => label.trim().length <= MAX_LABEL, { error: 'input.label.max' })
    .nullish(),
  logo: text('logo', 300).nullish(),
  description: text('description', 2000).nullish(),
  token: z.string({ error: 'input.token.invalid' }).max(4000, { error: 'input.token.invalid' }).nullish(),
  idempotencyKey: z.string({ error: 'input.idempotencyKey.invalid' }).min(1, { error: 'input.idempotencyKey.invalid' }).max(MAX_IDEMPOTENCY_KEY, { error: 'input.idempotencyKey.max' }).nullish(),
});

/** Resolvers of white-label requests (schema Mutation.whiteLabel). */
export const whiteLabelResolvers = {
  Mutation: {
    whiteLabel: async (_: unknown, raw: Record<string, unknown>, ctx: ShopContext) => {
      const args = parseArgs(whiteLabelArgs, raw);
      const userId = (await ctx.viewer())?.userId;
      if (userId !== undefined) await ctx.services.accounts.takeRequest(userId, 'whiteLabel');
      return ctx.services.whiteLabel.request({
        userId,
        token: args.token ?? undefined,
        contact: { name: args.name, email: args.email, phone: args.phone },
        quantity: args.quantity,
        container: args.container,
        size: args.size,
        color: args.color,
        scent: args.scent,
        wick: args.wick,
        package: args.package,
        sticker: args.sticker,
        label: args.label ?? null,
        logo: args.logo ?? null,
        description: args.description ?? null,
        idempotency: idempotencyOf('whiteLabel', userId ?? 'guest', args.idempotencyKey, raw),
      });
    },
  },
};
