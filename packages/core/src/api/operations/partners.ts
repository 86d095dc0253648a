import { graphql } from '../graphql.js';

// A partner's private report page (issue 26): no sign-in, the token of its link.

export const PartnerReport = /* @__PURE__ */ graphql(`
  query PartnerReport($token: String!, $month: String!) {
    partnerReport(token: $token, month: $month) {
      name lang commissionPercent status
      statement { month sales total commission notEarning kinds { kind sales total commission } lines { kind date total percent commission } }
    }
  }
`);
