import { graphql } from '../../graphql.js';
import { CartLines, RefillCartLines } from '../carts.js';

// Carts left behind (issue 37 item 2): the checkout keeps the cart for one reminder with the
// shopper's consent; the reminder's link restores it; the account and the dashboard read the rest.

/** Keeps (consent true) or forgets (false) the checkout's cart; answers its reference, or null once forgotten. */
export const SaveCartForReminder = /* @__PURE__ */ graphql(`
  mutation SaveCartForReminder($ref: String, $consent: Boolean!, $products: [GuestProductInput!], $refillItems: [GuestRefillInput!], $contact: CartReminderContact) {
    saveCartForReminder(ref: $ref, consent: $consent, products: $products, refillItems: $refillItems, contact: $contact) { ref }
  }
`);

/** A saved cart's lines priced today; null for an unknown or ordered reference. */
export const SavedCart = /* @__PURE__ */ graphql(
  `
  query SavedCart($ref: String!) {
    savedCart(ref: $ref) {
      items { ...CartLines }
      refillItems { ...RefillCartLines }
    }
  }
`,
  [CartLines, RefillCartLines],
);

/** The signed-in customer's answer: may the shop remind them of a cart they leave. */
export const MyCartReminders = /* @__PURE__ */ graphql(`query MyCartReminders { myCartReminders }`);

/** Sets the signed-in customer's answer (account settings). */
export const SetCartReminders = /* @__PURE__ */ graphql(`mutation SetCartReminders($consent: Boolean!) { setCartReminders(consent: $consent) }`);

/** The dashboard's reminders of a period: sent, recovered, and their revenue (null for staff who are not the owner). */
export const AdminCartReminders = /* @__PURE__ */ graphql(`query AdminCartReminders($period: String!) { adminCartReminders(period: $period) { sent recovered revenue } }`);
