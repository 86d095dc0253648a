import { graphql } from '../graphql.js';

/** What a personalized request's page shows (SPEC §3 Personalized request). */
export const PersonalizedFields = /* @__PURE__ */ graphql(`
  fragment PersonalizedFields on PersonalizedRequest {
    id description status file fileType date price accepted paid method
  }
`);

/** SPEC §7 personalizedRequest: a customer's, or a guest's with the human-check token and contact. */
export const SendPersonalized = /* @__PURE__ */ graphql(
  `
  mutation SendPersonalized($description: String!, $file: String, $token: String, $guest: GuestInput, $idempotencyKey: String) {
    personalizedRequest(description: $description, file: $file, token: $token, guest: $guest, idempotencyKey: $idempotencyKey) { ...PersonalizedFields }
  }
`,
  [PersonalizedFields],
);

/** SPEC §7 acceptPersonalized: accepts the quote and starts its payment. */
export const AcceptPersonalized = /* @__PURE__ */ graphql(`
  mutation AcceptPersonalized($id: ID!, $method: String!, $idempotencyKey: String) {
    acceptPersonalized(id: $id, method: $method, idempotencyKey: $idempotencyKey) {
      id token uuid email operation_type url
      fibToken { paymentId readableCode qrCode validUntil personalAppLink businessAppLink corporateAppLink }
    }
  }
`);

/** The signed-in customer's personalized requests, newest first (the account's list). */
export const MyPersonalizedRequests = /* @__PURE__ */ graphql(`
  query MyPersonalizedRequests {
    personalizedRequests { id date status price accepted paid }
  }
`);

/** One of the customer's personalized requests (/personalized/{id}). */
export const MyPersonalizedRequest = /* @__PURE__ */ graphql(
  `
  query MyPersonalizedRequest($id: ID!) {
    personalizedRequest(id: $id) { ...PersonalizedFields }
  }
`,
  [PersonalizedFields],
);
