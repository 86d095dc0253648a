import type { Failures } from '../api/errors.js';
import { shopFailures } from '../api/shop-failures.js';

// The ticket calls' refusals (the server's keys, TICKETS-ERRORS.md) and their texts; validation
// keys first. Kept beside the tickets, not in the shop's table: every widget ships that
// table, and these texts are the tickets area's, which only the ticket widget loads (budget check).
// Server keys are this table's keys: they are not message keys (resources.test.ts).
const TICKET_KEYS: Record<string, string> = {
  'input.ticket.invalid': 'tickets.notFound',
  'input.people.invalid': 'tickets.peopleRange',
  'input.people.min': 'tickets.peopleRange',
  'input.people.max': 'tickets.peopleRange',
  'input.name.required': 'checkout.nameRequired',
  'input.email.invalid': 'validation.emailInvalid',
  'input.phone.invalid': 'validation.phoneInvalid',
  'ticket.past': 'tickets.past',
  'ticket.closed': 'tickets.soldout',
  'ticket.seats': 'tickets.notEnoughSeats',
  'payment.unavailable': 'tickets.paymentUnavailable',
  'ticket.openLimit': 'tickets.openLimit',
  'humanCheck.required': 'errors.humanCheck',
  'not.found': 'tickets.notFound',
};

/**
 * The ticket widget's failures for `describeError` (a ticket, ticketGuest or payLater; ISSUE 11):
 * the ticket's own refusals, else a single buy-now's (SPEC §8: bad.request, sign-in needed), with
 * the tickets' generic failure.
 * @example describeError({ key: 'ticket.seats' }, ticketFailures) // { title: 'feedback.fail', message: 'tickets.notEnoughSeats' }
 */
export const ticketFailures: Failures = (error) => {
  const known = (error.validation && TICKET_KEYS[error.validation]) || TICKET_KEYS[error.key];
  const described = shopFailures.buyNow(error);
  if (known) return { ...described, title: 'feedback.fail', message: known };
  if (error.key === 'bad.request') return described;
  if (error.key === 'unauthorized') return { ...described, message: 'auth.needToSignIn' };
  return { ...described, title: 'feedback.fail', message: 'tickets.failed' };
};
