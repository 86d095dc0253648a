import { graphql } from '../graphql.js';
import { ProductCardFields } from './product-cards.js';

// The cards' fragment and the shop listing live apart (product-cards.ts): the checkout widget reads
// ProductDetails from here and must not download the listing with it (DESIGN §6 budgets).
export { FilterProducts, ProductCardFields } from './product-cards.js';

/** Everything the shop's filter groups offer. */
export const ShopFacets = /* @__PURE__ */ graphql(`
  query ShopFacets {
    categories { id title subCategories { id title } }
    collections { id title }
    sizes { id title value }
    colors { id title color }
  }
`);

/** Every category with its picture, for the home page's tiles. */
export const Categories = /* @__PURE__ */ graphql(`
  query Categories {
    categories { id title image story subCategories { id title } }
  }
`);

/** One category. */
export const CategoryDetails = /* @__PURE__ */ graphql(`
  query CategoryDetails($id: ID!) {
    category(id: $id) { id title image story subCategories { id title } }
  }
`);

/** Every collection. */
export const Collections = /* @__PURE__ */ graphql(`
  query Collections {
    collections { id title image story }
  }
`);

/** One collection with its products. */
export const CollectionDetails = /* @__PURE__ */ graphql(
  `
  query CollectionDetails($id: ID!) {
    collection(id: $id) { id title image story products { ...ProductCardFields } }
  }
`,
  [ProductCardFields],
);

/** The newest products of each kind (SPEC §7 products, candles, accessories, giftCards, giftSets). */
export const ProductLists = /* @__PURE__ */ graphql(
  `
  query ProductLists($first: Int) {
    products(first: $first) { ...ProductCardFields }
    candles(first: $first) { ...ProductCardFields }
    accessories(first: $first) { ...ProductCardFields }
    giftCards(first: $first) { ...ProductCardFields }
    giftSets(first: $first) { ...ProductCardFields }
  }
`,
  [ProductCardFields],
);

/** Everything the product page shows about one product (SPEC §2 Product details). */
export const ProductDetails = /* @__PURE__ */ graphql(`
  query ProductDetails($id: ID!) {
    product(id: $id) {
      id stock rating ratings new review
      collection { id title }
      subCategory { id title category { id title } }
      category { id title }
      details { id title description image price }
      colors { id title color }
      scents { id title image }
      sizes { id price size { id title value } }
      images { id url }
      reviews { id rating review date customer { name profile } }
    }
  }
`);

/** Products like the given one ('you might also like'). */
export const SimilarProducts = /* @__PURE__ */ graphql(
  `
  query SimilarProducts($id: ID!) {
    similarProducts(id: $id) { ...ProductCardFields }
  }
`,
  [ProductCardFields],
);

/** Products matching a shopper's search (SPEC §2 Search). */
export const SearchProducts = /* @__PURE__ */ graphql(
  `
  query SearchProducts($s: String!, $first: Int) {
    search(s: $s, first: $first) { ...ProductCardFields }
  }
`,
  [ProductCardFields],
);

/** The home page's product rows: most selling and top rated (SPEC §2 Home). */
export const HomeProducts = /* @__PURE__ */ graphql(
  `
  query HomeProducts($first: Int) {
    mostSelling(first: $first) { ...ProductCardFields }
    topRated(first: $first) { ...ProductCardFields }
  }
`,
  [ProductCardFields],
);

/**
 * What the refill builder offers (SPEC §7 refillContainers, colors, scents, wicks): the jars with
 * the sizes each comes in, the colours with their refill prices, scents and wicks.
 */
export const RefillMaterials = /* @__PURE__ */ graphql(`
  query RefillMaterials {
    refillContainers { id title image sizes { id title value } }
    colors { id title color refill }
    scents { id title image }
    wicks { id title image price }
  }
`);
