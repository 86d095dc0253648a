import { graphql } from '../graphql.js';

/** What an order mutation answers (SPEC §3 Payment result). */
export const PaymentResultFields = /* @__PURE__ */ graphql(`
  fragment PaymentResultFields on PaymentResult {
    id token uuid email operation_type url
    fibToken { paymentId readableCode qrCode validUntil personalAppLink businessAppLink corporateAppLink }
  }
`);

/** SPEC §7 buyNow: one product, for a signed-in customer. */
export const BuyNow = /* @__PURE__ */ graphql(
  `
  mutation BuyNow($id: ID!, $quantity: Int!, $method: String!, $notes: String, $address: String, $city: ID, $size: ID, $scent: ID, $selling_point: ID, $color: ID, $discountCode: String, $idempotencyKey: String, $token: String, $giftCards: [String!]) {
    buyNow(id: $id, quantity: $quantity, method: $method, notes: $notes, address: $address, city: $city, size: $size, scent: $scent, selling_point: $selling_point, color: $color, discountCode: $discountCode, idempotencyKey: $idempotencyKey, token: $token, giftCards: $giftCards) { ...PaymentResultFields }
  }
`,
  [PaymentResultFields],
);

/** SPEC §7 buyNowGuest: buyNow plus the human-check token and the guest's contact. */
export const BuyNowGuest = /* @__PURE__ */ graphql(
  `
  mutation BuyNowGuest($id: ID!, $quantity: Int!, $method: String!, $notes: String, $address: String, $city: ID, $size: ID, $scent: ID, $selling_point: ID, $color: ID, $token: String!, $guest: GuestInput!, $discountCode: String, $idempotencyKey: String, $giftCards: [String!]) {
    buyNowGuest(id: $id, quantity: $quantity, method: $method, notes: $notes, address: $address, city: $city, size: $size, scent: $scent, selling_point: $selling_point, color: $color, token: $token, guest: $guest, discountCode: $discountCode, idempotencyKey: $idempotencyKey, giftCards: $giftCards) { ...PaymentResultFields }
  }
`,
  [PaymentResultFields],
);

/** SPEC §7 checkout: the signed-in customer's cart and refill cart; cartRef: the cart kept for a reminder, which the order closes (issue 37 item 2). */
export const Checkout = /* @__PURE__ */ graphql(
  `
  mutation Checkout($method: String!, $notes: String, $address: String, $city: ID, $selling_point: ID, $discountCode: String, $idempotencyKey: String, $token: String, $giftCards: [String!], $cartRef: String) {
    checkout(method: $method, notes: $notes, address: $address, city: $city, selling_point: $selling_point, discountCode: $discountCode, idempotencyKey: $idempotencyKey, token: $token, giftCards: $giftCards, cartRef: $cartRef) { ...PaymentResultFields }
  }
`,
  [PaymentResultFields],
);

/** SPEC §7 checkoutGuest: a guest's local cart lines; cartRef as checkout's. */
export const CheckoutGuest = /* @__PURE__ */ graphql(
  `
  mutation CheckoutGuest($method: String!, $notes: String, $address: String, $city: ID, $selling_point: ID, $token: String!, $guest: GuestInput!, $products: [GuestProductInput!]!, $refillItems: [GuestRefillInput!], $discountCode: String, $idempotencyKey: String, $giftCards: [String!], $cartRef: String) {
    checkoutGuest(method: $method, notes: $notes, address: $address, city: $city, selling_point: $selling_point, token: $token, guest: $guest, products: $products, refillItems: $refillItems, discountCode: $discountCode, idempotencyKey: $idempotencyKey, giftCards: $giftCards, cartRef: $cartRef) { ...PaymentResultFields }
  }
`,
  [PaymentResultFields],
);

/** SPEC §7 payLater: a new payment for an unpaid order; type is order. */
export const PayLater = /* @__PURE__ */ graphql(
  `
  mutation PayLater($id: ID!, $type: String!, $method: String) {
    payLater(id: $id, type: $type, method: $method) { ...PaymentResultFields }
  }
`,
  [PaymentResultFields],
);

/** What the order page shows (SPEC §3 Order). */
export const OrderFields = /* @__PURE__ */ graphql(`
  fragment OrderFields on Order {
    id uuid total subtotal deliveryPrice discount giftCardPaid paid collected method date status pickup address notes is_guest
    guest { id uuid name email phone address }
    city { id name price }
    sellingPoint { id title city { id name } }
    products {
      id quantity price total
      color { id title color }
      scent { id title }
      size { id title value }
      detail { id title image }
    }
    refills {
      id quantity price total
      wick { id title }
      container { id title }
      color { id title color }
      size { id title value }
      scent { id title }
    }
  }
`);

/** The signed-in customer's orders, newest first. */
export const Orders = /* @__PURE__ */ graphql(
  `
  query Orders {
    orders { ...OrderFields }
  }
`,
  [OrderFields],
);

/** One of the signed-in customer's orders. */
export const Order = /* @__PURE__ */ graphql(
  `
  query Order($id: ID!) {
    order(id: $id) { ...OrderFields }
  }
`,
  [OrderFields],
);

/** A guest's order by its uuid and the email it was placed with (SPEC §2 /orders/{id}). */
export const GuestOrder = /* @__PURE__ */ graphql(
  `
  query GuestOrder($uuid: String!, $email: String!) {
    guestOrder(uuid: $uuid, email: $email) { ...OrderFields }
  }
`,
  [OrderFields],
);

/** Where a FIB payment stands (the FIB details page polls it). */
export const FibPaymentStatus = /* @__PURE__ */ graphql(`
  query FibPaymentStatus($paymentId: String!) {
    fibPaymentStatus(paymentId: $paymentId) { status orderPaid }
  }
`);

/** A still-pending FIB payment's QR code and links, for its page in a tab that did not start it (a partner page's checkout). */
export const FibPayment = /* @__PURE__ */ graphql(`
  query FibPayment($paymentId: String!) {
    fibPayment(paymentId: $paymentId) { paymentId readableCode qrCode validUntil personalAppLink businessAppLink corporateAppLink }
  }
`);

/** The checkout's pickup choice: selling points, of which those with drop=true take orders (SPEC §2 Checkout). */
export const PickupPoints = /* @__PURE__ */ graphql(`
  query PickupPoints {
    sellingPoints { id title drop city { id name } }
  }
`);

/** What the server would take off these lines (issue 35): the code's promotion, or the automatic one. */
export const PromotionQuote = /* @__PURE__ */ graphql(`
  query PromotionQuote($products: [GuestProductInput!]!, $refillItems: [GuestRefillInput!], $discountCode: String) {
    promotionQuote(products: $products, refillItems: $refillItems, discountCode: $discountCode) { discount name code replaces }
  }
`);
