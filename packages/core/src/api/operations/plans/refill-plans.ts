import { graphql } from '../../graphql.js';

// Refill plans (issue 37 item 1): a cycle's confirm-or-skip link (no sign-in, the link's token;
// reading never answers), and the signed-in customer's plans.

export const PlanCycleLinkFields = /* @__PURE__ */ graphql(`
  fragment PlanCycleLinkFields on PlanCycleLink { status expired expiresAt dueOn planId everyWeeks quantity method pickup total refillId }
`);

/** What a cycle's link page shows; null for an unknown token. */
export const PlanCycleLink = /* @__PURE__ */ graphql(`query PlanCycleLink($token: String!) { refillPlanCycle(token: $token) { ...PlanCycleLinkFields } }`, [PlanCycleLinkFields]);

/** The customer's one answer: confirm or skip. */
export const AnswerPlanCycle = /* @__PURE__ */ graphql(`mutation AnswerPlanCycle($token: String!, $answer: String!) { answerRefillPlanCycle(token: $token, answer: $answer) { ...PlanCycleLinkFields } }`, [
  PlanCycleLinkFields,
]);
