import { graphql } from '../graphql.js';

// Its own module: only the grid's quick add asks it, so the other widgets that read the catalogue's
// operations do not download it (DESIGN §6 budgets).

/**
 * What the grid's quick add shows to choose from (SPEC §2 Product details): one product's sizes with
 * their prices, colours, scents and stock, nothing more; the fields of core's ChoosableProduct, which
 * the product page's ProductDetails selects too.
 */
export const ProductChoices = /* @__PURE__ */ graphql(`
  query ProductChoices($id: ID!) {
    product(id: $id) {
      id stock rating ratings
      collection { id title }
      details { id title description image price }
      colors { id title color }
      scents { id title image }
      sizes { id price size { id title value } }
    }
  }
`);
