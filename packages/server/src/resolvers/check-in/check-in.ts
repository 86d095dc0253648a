import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { idArg, parseArgs } from '../args.js';
import type { DoorTicketView } from '../../services/check-in/check-in-views.js';
import { staffChange } from '../staff/staff-actor.js';

// Thin resolvers of the check-in page (issue 27): staff with a passed second factor only; reading
// the door needs `read`, letting people in `move` (both roles have them).

/** A queue sent after a long time offline is still one call; past this the device sends it in parts. */
export const MAX_CHECK_INS_PER_CALL = 200;

const codeArg = z.string({ error: 'input.code.invalid' }).trim().min(1, { error: 'input.code.invalid' }).max(400, { error: 'input.code.invalid' });
const deviceIdArg = (field: string) => z.string({ error: `input.${field}.invalid` }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: `input.${field}.invalid` });

const checkInInput = z.object({
  clientId: deviceIdArg('clientId'),
  device: deviceIdArg('device'),
  workshop: idArg('workshop'),
  code: codeArg,
  people: z.number({ error: 'input.people.invalid' }).int({ error: 'input.people.invalid' }).min(1, { error: 'input.people.min' }).max(1000, { error: 'input.people.max' }),
  payCash: z.boolean().nullish(),
  at: z.iso.datetime({ offset: true, error: 'input.at.invalid' }).nullish(),
});
const checkInArgs = z.object({ checkIns: z.array(checkInInput).min(1, { error: 'input.checkIns.invalid' }).max(MAX_CHECK_INS_PER_CALL, { error: 'input.checkIns.max' }) });
const listArgs = z.object({ workshop: idArg('workshop') });
const lookupArgs = z.object({ workshop: idArg('workshop'), code: codeArg });

/** Resolvers of adminCheckInWorkshops, adminCheckInList, adminCheckInLookup and adminCheckIn. */
export const checkInResolvers = {
  Query: {
    adminCheckInWorkshops: async (_: unknown, __: unknown, ctx: ShopContext) => {
      return ctx.services.checkIn.workshops();
    },
    adminCheckInList: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      return ctx.services.checkIn.list(parseArgs(listArgs, raw).workshop);
    },
    adminCheckInLookup: async (_: unknown, raw: unknown, ctx: ShopContext) => {
      const args = parseArgs(lookupArgs, raw);
      return ctx.services.checkIn.lookup(args.workshop, args.code);
    },
  },
  // The schema's ID fields are strings.
  DoorTicket: { workshop: (ticket: DoorTicketView) => String(ticket.workshopId) },
  Mutation: {
    adminCheckIn: staffChange(checkInArgs, (actor, { checkIns }, ctx) =>
      ctx.services.checkIn.checkIn(
        actor,
        checkIns.map((input) => ({
          clientId: input.clientId,
          device: input.device,
          workshopId: input.workshop,
          code: input.code,
          people: input.people,
          payCash: input.payCash ?? false,
          at: input.at ? new Date(input.at) : undefined,
        })),
      ),
    ),
  },
};
