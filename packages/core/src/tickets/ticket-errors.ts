import type { ApiError } from '../api/api-error.js';
import { describeError, type DescribedError } from '../api/errors.js';

// The ticket calls' refusals (the server's keys, TICKETS-ERRORS.md) and their texts; validation
// keys first. Kept beside the tickets, not in describeError's table: every widget ships that
// table, and these texts are the tickets area's, which only the ticket widget loads (budget check).
// Server keys are double-quoted: they are not message keys (resources.test.ts).
const TICKET_KEYS: Record<string, string> = {
  "input.ticket.invalid": 'tickets.notFound',
  "input.people.invalid": 'tickets.peopleRange',
  "input.people.min": 'tickets.peopleRange',
  "input.people.max": 'tickets.peopleRange',
  "input.name.required": 'checkout.nameRequired',
  "input.email.invalid": 'validation.emailInvalid',
  "input.phone.invalid": 'validation.phoneInvalid',
  "ticket.past": 'tickets.past',
  "ticket.closed": 'tickets.soldout',
  "ticket.seats": 'tickets.notEnoughSeats',
  "payment.unavailable": 'tickets.paymentUnavailable',
  "ticket.openLimit": 'tickets.openLimit',
  "not.found": 'tickets.notFound',
};

/**
 * What the ticket widget shows for a failed ticket, ticketGuest or payLater (ISSUE 11): the
 * ticket's own refusals, else describeError's as for a single buy-now (SPEC §8: network,
 * bad.request, sign-in needed), with the tickets' generic failure.
 * @example describeTicketError({ key: 'ticket.seats' }) // { title: 'feedback.fail', message: 'tickets.notEnoughSeats' }
 */
export function describeTicketError(error: ApiError): DescribedError {
  const known = (error.validation && TICKET_KEYS[error.validation]) || TICKET_KEYS[error.key];
  const described = describeError(error, 'buyNow');
  if (known) return { ...described, title: 'feedback.fail', message: known };
  if (error.network || error.key === 'bad.request') return described;
  if (error.key === 'unauthorized') return { ...described, message: 'auth.needToSignIn' };
  return { ...described, title: 'feedback.fail', message: 'tickets.failed' };
}
