import { shopDateTime } from '@candleshop/rules';
import type { TicketRow } from '../../db/tables/tickets.js';

/** A ticket shaped like the schema's MyTicket and GuestTicket; its tier and workshop load per field. */
export interface TicketView {
  id: number;
  uuid: string;
  paid: boolean;
  method: string;
  /** When it was bought, ISO 8601 in Baghdad time. */
  date: string;
  status: string;
  people: number;
  /** What is left to pay after gift cards, integer IQD. */
  total: number;
  /** What gift cards paid (issue 35), integer IQD. */
  giftCardPaid: number;
  tierId: number;
  workshopId: number;
  /** The guest's contact (GuestTicket); null on a customer's ticket. */
  name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
}

/** Shapes a ticket row. */
export function ticketView(row: TicketRow): TicketView {
  return {
    id: row.id,
    uuid: row.uuid,
    paid: row.paid,
    method: row.method,
    date: shopDateTime(row.created_at),
    status: row.status,
    people: row.people,
    total: row.total,
    giftCardPaid: row.gift_card_paid,
    tierId: row.workshop_ticket_id,
    workshopId: row.workshop_id,
    name: row.guest_name,
    email: row.guest_email,
    phone: row.guest_phone,
    address: row.guest_address,
  };
}
