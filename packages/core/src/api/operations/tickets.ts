import { graphql } from '../graphql.js';

/**
 * What a ticket mutation answers (SPEC §3 Payment result). The same fields as the orders' fragment,
 * written again so that the ticket widget does not ship the order documents (DESIGN §6 budgets).
 */
export const TicketPaymentFields = /* @__PURE__ */ graphql(`
  fragment TicketPaymentFields on PaymentResult {
    id token uuid email operation_type url
    fibToken { paymentId readableCode qrCode validUntil personalAppLink businessAppLink corporateAppLink }
  }
`);

/** A workshop as the ticket widget shows it (SPEC §3 Workshop, with seats left and past). */
export const WorkshopFields = /* @__PURE__ */ graphql(`
  fragment WorkshopFields on Workshop {
    id title description image date seats seatsLeft past
    tickets { id min max price soldout }
  }
`);

/** Upcoming workshops with their tiers, soonest first (SPEC §7 workshops). */
export const Workshops = /* @__PURE__ */ graphql(
  `
  query TicketWorkshops {
    workshops { ...WorkshopFields }
  }
`,
  [WorkshopFields],
);

/** One workshop, past ones included (SPEC §7 workshop(id)). */
export const Workshop = /* @__PURE__ */ graphql(
  `
  query TicketWorkshop($id: ID!) {
    workshop(id: $id) { ...WorkshopFields }
  }
`,
  [WorkshopFields],
);

/** SPEC §7 ticket: a ticket for the signed-in customer; `people` within the tier's min..max. */
export const Ticket = /* @__PURE__ */ graphql(
  `
  mutation Ticket($ticket: ID!, $people: Int!, $method: String!, $idempotencyKey: String, $token: String, $giftCards: [String!]) {
    ticket(ticket: $ticket, people: $people, method: $method, idempotencyKey: $idempotencyKey, token: $token, giftCards: $giftCards) { ...TicketPaymentFields }
  }
`,
  [TicketPaymentFields],
);

/** SPEC §7 ticketGuest: a guest's ticket with contact details and the human-check token. */
export const TicketGuest = /* @__PURE__ */ graphql(
  `
  mutation TicketGuest($ticket_id: ID!, $people: Int!, $method: String!, $name: String!, $email: String!, $phone: String!, $address: String, $token: String!, $idempotencyKey: String, $giftCards: [String!]) {
    ticketGuest(ticket_id: $ticket_id, people: $people, method: $method, name: $name, email: $email, phone: $phone, address: $address, token: $token, idempotencyKey: $idempotencyKey, giftCards: $giftCards) { ...TicketPaymentFields }
  }
`,
  [TicketPaymentFields],
);

/** What a ticket's page shows (SPEC §3 My ticket), with its QR code and calendar file. */
export const MyTicketFields = /* @__PURE__ */ graphql(`
  fragment MyTicketFields on MyTicket {
    id uuid paid method date status people total giftCardPaid qrCode doorCode calendar
    ticket { id min max price }
    workshop { id title image date past }
  }
`);

/** The signed-in customer's tickets, newest first (SPEC §7 tickets). */
export const MyTickets = /* @__PURE__ */ graphql(
  `
  query MyTickets {
    tickets { ...MyTicketFields }
  }
`,
  [MyTicketFields],
);

/** One of the signed-in customer's tickets (/tickets/{id}). */
export const MyTicket = /* @__PURE__ */ graphql(
  `
  query MyTicket($id: ID!) {
    myTicket(id: $id) { ...MyTicketFields }
  }
`,
  [MyTicketFields],
);

// Its own module, so that the ticket widget's first download does not carry it: only its lazily
// loaded confirmation shows a guest's ticket (DESIGN §6 budgets).
export { GuestTicket } from './guest-ticket.js';
