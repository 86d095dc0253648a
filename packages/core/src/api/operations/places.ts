import { graphql } from '../graphql.js';

/** Cities with their delivery prices (checkout, sign-up). */
export const Cities = /* @__PURE__ */ graphql(`
  query Cities {
    cities { id name price }
  }
`);

/** One city. */
export const CityDetails = /* @__PURE__ */ graphql(`
  query CityDetails($id: ID!) {
    city(id: $id) { id name price }
  }
`);

/** What refills and white-label orders are made of (SPEC §3 Materials). */
export const Materials = /* @__PURE__ */ graphql(`
  query Materials {
    wicks { id title image price }
    scents { id title image }
    sizes { id title value }
    colors { id title color label refill }
    packages { id title price image }
    containers { id title image sizes { id title value } }
    refillContainers { id title image sizes { id title value } }
    whiteLabelPrice
  }
`);

/** What a selling point shows. */
export const SellingPointFields = /* @__PURE__ */ graphql(`
  fragment SellingPointFields on SellingPoint {
    id title description image latitude longitude drop
    city { id name price }
    images { id url }
  }
`);

/** The studio, every selling point and the online shops (SPEC §2 /sellingpoints). */
export const SellingPoints = /* @__PURE__ */ graphql(
  `
  query SellingPoints {
    studio { ...SellingPointFields }
    sellingPoints { ...SellingPointFields }
    onlineShops { id title description image link }
  }
`,
  [SellingPointFields],
);

/** One selling point. */
export const SellingPointDetails = /* @__PURE__ */ graphql(
  `
  query SellingPointDetails($id: ID!) {
    sellingPoint(id: $id) { ...SellingPointFields }
  }
`,
  [SellingPointFields],
);
