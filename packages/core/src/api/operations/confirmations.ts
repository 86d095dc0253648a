import { graphql } from '../graphql.js';

// A cash sale's confirm-or-cancel link (issue 28 item 1): no sign-in, the link's token. Reading
// never answers; the answer is a mutation the customer's button sends.

export const SaleConfirmationFields = /* @__PURE__ */ graphql(`
  fragment SaleConfirmationFields on SaleConfirmation { status expired expiresAt open sale { kind id total pickup city lines { title quantity } } }
`);

/** What the link's page shows; null for an unknown token. */
export const SaleConfirmation = /* @__PURE__ */ graphql(`query SaleConfirmation($token: String!) { saleConfirmation(token: $token) { ...SaleConfirmationFields } }`, [SaleConfirmationFields]);

/** The customer's one answer: confirm or cancel. */
export const AnswerConfirmation = /* @__PURE__ */ graphql(`mutation AnswerConfirmation($token: String!, $answer: String!) { answerConfirmation(token: $token, answer: $answer) { ...SaleConfirmationFields } }`, [
  SaleConfirmationFields,
]);
