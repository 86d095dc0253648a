// The request bodies the API benches send: the widgets' own queries
// (packages/core/src/api/operations/catalogue.ts: FilterProducts, ProductDetails).

/** The grid's page of 12 products. */
export const FILTER = JSON.stringify({
  query: `query { filter(page: 1, items: 12) { pagination { current prev next pages total }
    products { id new stock rating ratings details { id title image price } collection { id title } sizes { id price } } } }`,
});

/** The product page's query; the n-th request asks for one of the 45 demo products. */
export const PRODUCT = (n) =>
  JSON.stringify({
    query: `query ($id: ID!) { product(id: $id) { id stock rating ratings new review collection { id title }
      subCategory { id title category { id title } } category { id title } details { id title description image price }
      colors { id title color } scents { id title image } sizes { id price size { id title value } } images { id url }
      reviews { id rating review date customer { name profile } } } }`,
    variables: { id: String((n % 45) + 1) },
  });

/** Yoga's own pipeline: parse, validate, execute, serialise, with no resolver of ours. */
export const TYPENAME = JSON.stringify({ query: '{ __typename }' });
