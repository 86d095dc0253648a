import { graphql } from '../../graphql.js';

// The check-in page's calls (issue 27, /admin/check-in): staff only, sent with the session cookie.

export const DoorTicketFields = /* @__PURE__ */ graphql(`
  fragment DoorTicketFields on DoorTicket {
    id workshop name tier price people total paid method status doorCode uuidHash checkedIn
    checkIns { people by at device cashTaken }
  }
`);

export const DoorWorkshopFields = /* @__PURE__ */ graphql(`
  fragment DoorWorkshopFields on DoorWorkshop { id title startsAt expected checkedIn }
`);

/** Workshops whose door may be open now. */
export const CheckInWorkshops = /* @__PURE__ */ graphql(`query CheckInWorkshops { adminCheckInWorkshops { ...DoorWorkshopFields } }`, [DoorWorkshopFields]);

/** A workshop's whole list and the key its codes are signed with, kept on the device for offline use. */
export const CheckInList = /* @__PURE__ */ graphql(
  `query CheckInList($workshop: ID!) { adminCheckInList(workshop: $workshop) { workshop { ...DoorWorkshopFields } publicKey localKey tickets { ...DoorTicketFields } } }`,
  [DoorWorkshopFields, DoorTicketFields],
);

/** The ticket a code names at a workshop's door (a code the device's list does not know). */
export const CheckInLookup = /* @__PURE__ */ graphql(`query CheckInLookup($workshop: ID!, $code: String!) { adminCheckInLookup(workshop: $workshop, code: $code) { problem ticket { ...DoorTicketFields } } }`, [
  DoorTicketFields,
]);

/** Sends check-ins (one now, or a queue kept offline) in order. */
export const CheckIn = /* @__PURE__ */ graphql(`mutation CheckIn($checkIns: [CheckInInput!]!) { adminCheckIn(checkIns: $checkIns) { clientId outcome reason ticket { ...DoorTicketFields } } }`, [DoorTicketFields]);
