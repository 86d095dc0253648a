import { graphql } from '../graphql.js';

/** Issue 35: what a gift card still holds, by its code as typed (guessing is limited by the server). */
export const GiftCardBalance = /* @__PURE__ */ graphql(`
  query GiftCardBalance($code: String!) {
    giftCardBalance(code: $code) {
      last4
      balance
      status
    }
  }
`);
