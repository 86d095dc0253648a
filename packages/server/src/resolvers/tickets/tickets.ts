import { z } from 'zod';
import type { ShopContext } from '../../context.js';
import { notFound } from '../../errors.js';
import type { Buyer } from '../../services/sales/orders.js';
import { calendarUrl } from '../../services/tickets/ticket-pass.js';
import type { TicketInput } from '../../services/tickets/tickets.js';
import type { TicketView } from '../../services/tickets/ticket-views.js';
import { idArg, orNotFound, parseArgs } from '../args.js';
import { buyerIdempotency, giftCardsArg, guestArgs, guestBuyer, placeArgs, UUID } from '../sales/orders.js';
import { customerSales } from '../customer-sales.js';

// Thin resolvers: parse, authorize, call the tickets service, shape (DESIGN §4).

/** People on one ticket: a whole number from 1; the tier's own min..max is checked with the tier. */
const peopleArg = z
  .number({ error: 'input.people.invalid' })
  .int({ error: 'input.people.invalid' })
  .min(1, { error: 'input.people.min' })
  .max(1000, { error: 'input.people.max' })
  // Not in SPEC §7's ticket and ticketGuest: left out, the service takes the tier's min.
  .nullish();

// Issue 27: the token of a waiting-list offer's link; an unknown one is refused by the service.
const offerArg = z.string({ error: 'input.offer.invalid' }).max(100, { error: 'input.offer.invalid' }).nullish();
const buyArgs = { people: peopleArg, method: placeArgs.method, idempotencyKey: placeArgs.idempotencyKey, offer: offerArg, token: placeArgs.token, giftCards: giftCardsArg };
const ticketArgs = z.object({ ticket: idArg('ticket'), ...buyArgs });
// The tier's id is `ticket_id` here (SPEC §7), but its message key is the same input.ticket.invalid.
const ticketGuestArgs = z.object({ ticket_id: idArg('ticket'), ...buyArgs, ...guestArgs.guest.shape, token: guestArgs.token });
const guestTicketArgs = z.object({ uuid: z.string(), email: z.string().nullish() });

function ticketInput(operation: string, buyer: Buyer, tier: TicketInput['tier'], args: z.output<typeof ticketArgs> | z.output<typeof ticketGuestArgs>): TicketInput {
  return {
    buyer,
    tier,
    people: args.people ?? undefined,
    method: args.method,
    idempotency: buyerIdempotency(operation, buyer, args.idempotencyKey, args),
    ...(args.offer ? { offer: args.offer } : {}),
    ...(args.giftCards?.length ? { giftCards: args.giftCards } : {}),
  };
}

// MyTicket and GuestTicket share these fields; the guest's contact fields read straight off the view.
const ticketFields = {
  ticket: async (ticket: TicketView, _: unknown, { services: { places } }: ShopContext) => orNotFound(await places.tier(ticket.tierId)),
  workshop: async (ticket: TicketView, _: unknown, { services: { places } }: ShopContext) => orNotFound(await places.workshop(ticket.workshopId)),
  qrCode: (ticket: TicketView, _: unknown, ctx: ShopContext) => ctx.services.tickets.qrCode(ticket),
  doorCode: (ticket: TicketView, _: unknown, ctx: ShopContext) => ctx.services.tickets.doorCode(ticket),
  calendar: (ticket: TicketView, _: unknown, { publicUrl }: ShopContext) => calendarUrl(publicUrl, ticket.uuid),
};

const mine = customerSales((services) => services.tickets.mine);

/** Resolvers of workshop tickets (SPEC §7 ticket, ticketGuest, tickets, guestTicketByUuid). */
export const ticketsResolvers = {
  Query: {
    tickets: mine.all,
    myTicket: mine.one,
    // SECURITY A6: a malformed uuid, another uuid or a wrong email all answer the same not.found.
    // SPEC §7 asks by uuid alone: the uuid is a bearer secret for the ticket, not for its buyer,
    // so the contact details need the email as well.
    guestTicketByUuid: async (_: unknown, args: unknown, ctx: ShopContext) => {
      const { uuid, email } = parseArgs(guestTicketArgs, args);
      if (!UUID.test(uuid)) throw notFound();
      return orNotFound(await ctx.services.tickets.guestTicket(uuid.toLowerCase(), email?.trim() ?? null));
    },
  },
  Mutation: {
    ticket: async (_: unknown, raw: Record<string, unknown>, ctx: ShopContext) => {
      const { userId } = await ctx.requireViewer();
      const args = parseArgs(ticketArgs, raw);
      return ctx.services.tickets.buy(ticketInput('ticket', { userId, token: args.token }, { id: args.ticket, field: 'ticket' }, args));
    },
    ticketGuest: async (_: unknown, raw: Record<string, unknown>, ctx: ShopContext) => {
      const args = parseArgs(ticketGuestArgs, raw);
      const buyer = guestBuyer({ token: args.token, guest: { name: args.name, email: args.email, phone: args.phone, address: args.address } });
      return ctx.services.tickets.buy(ticketInput('ticketGuest', buyer, { id: args.ticket_id, field: 'ticket_id' }, args));
    },
  },
  MyTicket: ticketFields,
  GuestTicket: ticketFields,
};
