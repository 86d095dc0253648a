import type { PaymentMethod } from '../orders/payment-methods.js';

/** A guest's contact for a ticket (SPEC §3 Guest ticket: name, email, phone, address). */
export interface TicketContact {
  name: string;
  email: string;
  phone: string;
  /** Optional: a ticket is not delivered anywhere. */
  address?: string;
}

/** What every ticket purchase sends. */
export interface TicketPurchase {
  tier: string;
  people: number;
  method: PaymentMethod;
  /** Issue 35: the gift cards' codes, drawn with the ticket; sent only when cards pay. */
  giftCards?: readonly string[];
}

/** SPEC §7 ticket(ticket, method), with the people count of ISSUE 11. */
export function ticketPayload({ tier, people, method, giftCards }: TicketPurchase) {
  return { ticket: tier, people, method, ...(giftCards?.length && { giftCards: [...giftCards] }) };
}

/**
 * SPEC §7 ticketGuest(ticket_id, method, name, email, phone, address, token): the tier is spelled
 * `ticket_id` there; an empty address is sent as null.
 */
export function ticketGuestPayload({ contact, token, ...purchase }: TicketPurchase & { contact: TicketContact; token: string }) {
  const { ticket, ...rest } = ticketPayload(purchase);
  return {
    ticket_id: ticket,
    ...rest,
    name: contact.name.trim(),
    email: contact.email.trim(),
    phone: contact.phone.trim(),
    address: contact.address?.trim() || null,
    token,
  };
}
