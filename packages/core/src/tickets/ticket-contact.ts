import type { FieldErrors } from '../validation/validate.js';
import type { TicketValues } from './ticket-booking-types.js';

// SPEC §5 Checkout, guests: name, phone, email are required, checked in that order, one at a time,
// with the checkout's keys. Written without the checkout's zod schema on purpose: zod would be
// the ticket widget's largest dependency (DESIGN §6 budgets), for three required fields.
const REQUIRED: ReadonlyArray<[keyof TicketValues, string]> = [
  ['name', 'checkout.nameRequired'],
  ['phone', 'checkout.phoneRequired'],
  ['email', 'checkout.emailRequired'],
];

/** A guest's contact's first missing field and its message key; empty when name, phone and email are given. */
export function ticketContactErrors(values: TicketValues): FieldErrors {
  const missing = REQUIRED.find(([field]) => values[field].trim() === '');
  return missing ? { [missing[0]]: missing[1] } : {};
}
