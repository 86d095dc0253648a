import { graphql } from '../graphql.js';
import { TicketPaymentFields, WorkshopFields } from './tickets.js';

// Workshops' waiting lists (issue 27 item 4). Apart from the ticket documents, so that the ticket
// widget's first download carries none of them: its waiting-list form is loaded when opened.

/** Joins a tier's waiting list; a guest sends the human-check token. */
export const JoinWaitlist = /* @__PURE__ */ graphql(`
  mutation JoinWaitlist($ticket: ID!, $people: Int!, $name: String!, $email: String!, $phone: String!, $token: String) {
    joinWaitlist(ticket: $ticket, people: $people, name: $name, email: $email, phone: $phone, token: $token)
  }
`);

/** The seats an offer's link holds: the workshop, the tier, the people and until when. */
export const WaitlistOffer = /* @__PURE__ */ graphql(
  `
  query WaitlistOffer($token: String!) {
    waitlistOffer(token: $token) { people holdUntil name email phone ticket { id min max price soldout } workshop { ...WorkshopFields } }
  }
`,
  [WorkshopFields],
);

/** Buys an offer's held seats for the signed-in customer. */
export const TicketOffer = /* @__PURE__ */ graphql(
  `
  mutation TicketOffer($ticket: ID!, $method: String!, $offer: String!, $idempotencyKey: String, $token: String) {
    ticket(ticket: $ticket, method: $method, offer: $offer, idempotencyKey: $idempotencyKey, token: $token) { ...TicketPaymentFields }
  }
`,
  [TicketPaymentFields],
);

/** Buys an offer's held seats for a guest (human-check token, contact). */
export const TicketGuestOffer = /* @__PURE__ */ graphql(
  `
  mutation TicketGuestOffer($ticket_id: ID!, $method: String!, $offer: String!, $name: String!, $email: String!, $phone: String!, $token: String!, $idempotencyKey: String) {
    ticketGuest(ticket_id: $ticket_id, method: $method, offer: $offer, name: $name, email: $email, phone: $phone, token: $token, idempotencyKey: $idempotencyKey) { ...TicketPaymentFields }
  }
`,
  [TicketPaymentFields],
);

/** A workshop's waiting list for staff, in join order. */
export const AdminWaitlist = /* @__PURE__ */ graphql(`
  query AdminWaitlist($workshop: ID!) {
    adminWaitlist(workshop: $workshop) { id position name email phone people tier lang status joined holdUntil boughtTicket }
  }
`);
