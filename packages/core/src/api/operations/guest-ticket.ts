import { graphql } from '../graphql.js';

/** A guest's ticket by its uuid, with its contact details when the email is given (SPEC §7 guestTicketByUuid). */
export const GuestTicket = /* @__PURE__ */ graphql(`
  query GuestTicket($uuid: String!, $email: String) {
    guestTicketByUuid(uuid: $uuid, email: $email) {
      id uuid paid method date status people total qrCode doorCode calendar name email phone address
      ticket { id min max price }
      workshop { id title image date past }
    }
  }
`);
