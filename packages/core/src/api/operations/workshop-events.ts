import { graphql } from '../graphql.js';

// What a workshop page's Event structured data needs (issue 27 item 5): its dates, its tiers'
// prices and availability, and where it takes place (the studio). Apart from the ticket widget's
// documents, which do not carry these fields.

const WorkshopEventFields = /* @__PURE__ */ graphql(`
  fragment WorkshopEventFields on Workshop {
    id title description image date endDate onSaleFrom seatsLeft past
    tickets { id min max price soldout }
  }
`);

const StudioFields = /* @__PURE__ */ graphql(`
  fragment StudioFields on SellingPoint {
    title latitude longitude
    city { name }
  }
`);

/** The upcoming workshops and the studio (/workshops). */
export const WorkshopEvents = /* @__PURE__ */ graphql(
  `
  query WorkshopEvents {
    workshops { ...WorkshopEventFields }
    studio { ...StudioFields }
  }
`,
  [WorkshopEventFields, StudioFields],
);

/** One workshop and the studio (/workshops/{id}). */
export const WorkshopEvent = /* @__PURE__ */ graphql(
  `
  query WorkshopEvent($id: ID!) {
    workshop(id: $id) { ...WorkshopEventFields }
    studio { ...StudioFields }
  }
`,
  [WorkshopEventFields, StudioFields],
);
