import { graphql } from '../graphql.js';

// Its own module: the product page asks it beside ProductDetails, which the checkout widget reads
// too and whose size it must not grow (DESIGN §6 budgets).

/** The server's reduced price of one product under an automatic promotion (issue 35 item 4), or null. */
export const ProductPromotionPrice = /* @__PURE__ */ graphql(`
  query ProductPromotionPrice($id: ID!) {
    product(id: $id) { id promotion { id name was price } }
  }
`);
