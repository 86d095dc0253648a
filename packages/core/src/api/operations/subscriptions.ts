import { graphql } from '../graphql.js';

/** The gift-subscription packages with their prices (SPEC §3 Subscription package). */
export const SubscriptionPackages = /* @__PURE__ */ graphql(`
  query SubscriptionPackages {
    subscriptions { id title description image prices { id months price } }
  }
`);

/** SPEC §7 subscription, as the SPEC calls it: `subscription` names one price of a package (its months). */
export const BuySubscription = /* @__PURE__ */ graphql(`
  mutation BuySubscription($subscription: ID!, $method: String!, $address: String, $gift: GiftInput, $city: ID, $selling_point: ID, $idempotencyKey: String, $token: String) {
    subscription(subscription: $subscription, method: $method, address: $address, gift: $gift, city: $city, selling_point: $selling_point, idempotencyKey: $idempotencyKey, token: $token) {
      id token uuid email operation_type url
      fibToken { paymentId readableCode qrCode validUntil personalAppLink businessAppLink corporateAppLink }
    }
  }
`);

/** The signed-in customer's subscriptions (the account's list). */
export const MySubscriptions = /* @__PURE__ */ graphql(`
  query MySubscriptions {
    mySubscriptions { id date status total paid package { id title } price { months } }
  }
`);

/** One of the customer's subscriptions (/subscriptions/{id}). */
export const MySubscription = /* @__PURE__ */ graphql(`
  query MySubscription($id: ID!) {
    mySubscription(id: $id) {
      id total method paid status pickup address date
      gift { name phone message }
      package { id title image }
      price { months price }
      months { month date status }
      city { id name }
      sellingPoint { id title }
    }
  }
`);
