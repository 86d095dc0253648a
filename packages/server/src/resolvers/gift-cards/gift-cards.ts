import { GIFT_MESSAGE_MAX_LENGTH, giftRecipientProblems, shopDate } from '@candleshop/rules';
import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import type { CheckedRecipient, GiftCardBalanceView } from '../../services/gift-cards/gift-cards.js';
import { parseArgs } from '../args.js';

// Thin resolvers: parse, call the gift cards service (DESIGN §4).

const code = z.string({ error: 'input.code.invalid' }).max(100, { error: 'input.code.invalid' });
const balanceArgs = z.object({ code });
const text = (field: string, max: number) => z.string({ error: `input.${field}.invalid` }).max(max, { error: `input.${field}.long` });

// The shapes here, the rules in @candleshop/rules (the card page checks the same), each problem
// under its field as `input.<field>.<problem>`.
const recipient = z
  .object({
    name: text('name', 1000),
    email: text('email', 1000)
      .nullish()
      .transform((value) => value ?? ''),
    phone: text('phone', 100)
      .nullish()
      .transform((value) => value ?? ''),
    message: text('message', GIFT_MESSAGE_MAX_LENGTH * 4)
      .nullish()
      .transform((value) => value ?? ''),
    lang: text('lang', 10),
    sendOn: text('sendOn', 20),
  })
  .superRefine((value, ctx) => {
    for (const [field, problem] of Object.entries(giftRecipientProblems(value, shopDate(new Date())))) {
      ctx.addIssue({ code: 'custom', path: [field], message: `input.${field}.${problem}` });
    }
  })
  .transform((value) => value as CheckedRecipient);
const sendArgs = z.object({ code, recipient });

/** Resolvers of gift cards (issue 35): a balance by code for anyone, and sending a card to someone by its code. */
export const giftCardsResolvers = {
  Query: {
    giftCardBalance: (_: unknown, raw: unknown, ctx: ShopContext) => ctx.services.giftCards.balance(parseArgs(balanceArgs, raw).code),
  },
  Mutation: {
    sendGiftCard: (_: unknown, raw: unknown, ctx: ShopContext) => {
      const args = parseArgs(sendArgs, raw);
      return ctx.services.giftCards.send(args.code, args.recipient);
    },
  },
  GiftCardBalance: {
    qrCode: (view: GiftCardBalanceView, _: unknown, ctx: ShopContext) => ctx.services.giftCards.qrCode(view),
  },
};
