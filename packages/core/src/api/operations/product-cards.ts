import { graphql } from '../graphql.js';

/** What a product card shows (SPEC §2 Product card). */
export const ProductCardFields = /* @__PURE__ */ graphql(`
  fragment ProductCardFields on Product {
    id
    new
    stock
    rating
    ratings
    details { id title image price }
    collection { id title }
    sizes { id price }
    promotion { id name was price }
  }
`);

/** The shop listing: one page of products matching a filter (SPEC §7 filter). */
export const FilterProducts = /* @__PURE__ */ graphql(
  `
  query FilterProducts($input: FilterInput, $page: Int, $items: Int) {
    filter(input: $input, page: $page, items: $items) {
      pagination { current prev next pages total }
      products { ...ProductCardFields }
    }
  }
`,
  [ProductCardFields],
);
