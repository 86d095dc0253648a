import { graphql } from '../graphql.js';
import { PaymentResultFields } from './orders.js';

/** SPEC §7 refillRequest: one refill ordered on its own by a signed-in customer. */
export const RefillRequest = /* @__PURE__ */ graphql(
  `
  mutation RefillRequest($container: ID!, $wick: ID!, $size: ID!, $color: ID!, $scent: ID!, $quantity: Int!, $notes: String, $method: String!, $address: String, $city: ID, $selling_point: ID, $idempotencyKey: String, $token: String, $giftCards: [String!]) {
    refillRequest(container: $container, wick: $wick, size: $size, color: $color, scent: $scent, quantity: $quantity, notes: $notes, method: $method, address: $address, city: $city, selling_point: $selling_point, idempotencyKey: $idempotencyKey, token: $token, giftCards: $giftCards) { ...PaymentResultFields }
  }
`,
  [PaymentResultFields],
);

/** SPEC §7 refillRequestGuest: refillRequest plus the human-check token and the guest's contact. */
export const RefillRequestGuest = /* @__PURE__ */ graphql(
  `
  mutation RefillRequestGuest($container: ID!, $wick: ID!, $size: ID!, $color: ID!, $scent: ID!, $quantity: Int!, $notes: String, $method: String!, $address: String, $city: ID, $selling_point: ID, $token: String!, $guest: GuestInput!, $idempotencyKey: String, $giftCards: [String!]) {
    refillRequestGuest(container: $container, wick: $wick, size: $size, color: $color, scent: $scent, quantity: $quantity, notes: $notes, method: $method, address: $address, city: $city, selling_point: $selling_point, token: $token, guest: $guest, idempotencyKey: $idempotencyKey, giftCards: $giftCards) { ...PaymentResultFields }
  }
`,
  [PaymentResultFields],
);

/** What a refill request's page shows (SPEC §3 Refill request). */
export const RefillRequestFields = /* @__PURE__ */ graphql(`
  fragment RefillRequestFields on RefillRequest {
    id total giftCardPaid price quantity status date method paid pickup address notes
    wick { id title price }
    container { id title }
    color { id title color }
    size { id title value }
    scent { id title }
    city { id name }
    sellingPoint { id title city { id name } }
  }
`);

/** The signed-in customer's refill requests, newest first (the account's history). */
export const MyRefills = /* @__PURE__ */ graphql(`
  query MyRefills {
    refills { id date status total paid method }
  }
`);

/** One of the signed-in customer's refill requests (/refills/{id}). */
export const MyRefill = /* @__PURE__ */ graphql(
  `
  query MyRefill($id: ID!) {
    refill(id: $id) { ...RefillRequestFields }
  }
`,
  [RefillRequestFields],
);
