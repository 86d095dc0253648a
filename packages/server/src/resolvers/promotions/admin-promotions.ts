import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { idArg, optionalIdArg, parseArgs } from '../args.js';
import { staffChange } from '../staff/staff-actor.js';

// Thin resolvers of the owner's promotions (issue 35 item 4); the service checks what they mean.

const text = (field: string, max: number) => z.string({ error: `input.${field}.invalid` }).max(max, { error: `input.${field}.max` });
const int = (field: string) => z.number({ error: `input.${field}.invalid` }).int({ error: `input.${field}.invalid` });
const limit = (field: string) =>
  int(field)
    .nullish()
    .transform((value) => value ?? null);

const promotionInput = z.object({
  input: z.object({
    id: optionalIdArg('id'),
    name: z.object({ en: text('name', 200), ku: text('name', 200), ar: text('name', 200) }),
    kind: text('kind', 20),
    amount: int('amount'),
    target: text('target', 20),
    targetIds: z.array(idArg('targetIds')).max(500, { error: 'input.targetIds.max' }),
    minBasket: int('minBasket'),
    startsAt: text('startsAt', 20),
    endsAt: text('endsAt', 20)
      .nullish()
      .transform((value) => value || null),
    automatic: z.boolean(),
    code: text('code', 60)
      .nullish()
      .transform((value) => value?.trim() || null),
    maxUses: limit('maxUses'),
    maxGiven: limit('maxGiven'),
    perCustomer: limit('perCustomer'),
  }),
});
const byId = z.object({ id: idArg('id') });
const codesArgs = byId.extend({ count: int('count') });

/** Resolvers of adminPromotions, adminPromotionCodes and the promotions' changes. */
export const adminPromotionsResolvers = {
  Query: {
    adminPromotions: (_: unknown, __: unknown, ctx: ShopContext) => ctx.services.promotionsAdmin.list(),
    adminPromotionCodes: (_: unknown, raw: unknown, ctx: ShopContext) => ctx.services.promotionsAdmin.codes(parseArgs(byId, raw).id),
  },
  Mutation: {
    adminSavePromotion: staffChange(promotionInput, (actor, { input: { id, ...input } }, ctx) => ctx.services.promotionsAdmin.save(actor, id, input)),
    adminEndPromotion: staffChange(byId, (actor, { id }, ctx) => ctx.services.promotionsAdmin.end(actor, id)),
    adminGeneratePromotionCodes: staffChange(codesArgs, (actor, { id, count }, ctx) => ctx.services.promotionsAdmin.generateCodes(actor, id, count)),
  },
};
