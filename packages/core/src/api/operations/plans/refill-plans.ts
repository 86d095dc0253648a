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

/** What the account shows of a plan: its refill, period, next day, price per cycle, status and latest cycles. */
export const RefillPlanFields = /* @__PURE__ */ graphql(`
  fragment RefillPlanFields on RefillPlan {
    id status everyWeeks nextDate quantity total method pickup address
    container { id title }
    size { id title }
    color { id title }
    scent { id title }
    wick { id title }
    city { id name }
    sellingPoint { id title }
    cycles { id dueOn status refillId }
  }
`);

/** The signed-in customer's plans, ended ones last. */
export const MyRefillPlans = /* @__PURE__ */ graphql(`query MyRefillPlans { myRefillPlans { ...RefillPlanFields } }`, [RefillPlanFields]);

/** Repeats one of the customer's past refill requests every `everyWeeks` weeks from `firstDate`. */
export const CreateRefillPlan = /* @__PURE__ */ graphql(
  `mutation CreateRefillPlan($fromRefill: ID!, $everyWeeks: Int!, $firstDate: String) { createRefillPlan(fromRefill: $fromRefill, everyWeeks: $everyWeeks, firstDate: $firstDate) { ...RefillPlanFields } }`,
  [RefillPlanFields],
);

/**
 * Makes a plan of a refill as built (the refill builder's): its materials and quantity, where it
 * goes (delivery sends city and address, pickup the selling point) and how each refill is paid.
 */
export const CreateRefillPlanOfChoice =
  /* @__PURE__ */ graphql(`mutation CreateRefillPlanOfChoice($container: ID!, $wick: ID!, $size: ID!, $color: ID!, $scent: ID!, $quantity: Int!, $method: String!, $notes: String, $address: String, $city: ID, $selling_point: ID, $everyWeeks: Int!, $firstDate: String) {
  createRefillPlan(container: $container, wick: $wick, size: $size, color: $color, scent: $scent, quantity: $quantity, method: $method, notes: $notes, address: $address, city: $city, selling_point: $selling_point, everyWeeks: $everyWeeks, firstDate: $firstDate) { id }
}`);

/** Changes a plan's period and next day. */
export const ChangeRefillPlan = /* @__PURE__ */ graphql(
  `mutation ChangeRefillPlan($id: ID!, $everyWeeks: Int, $nextDate: String) { changeRefillPlan(id: $id, everyWeeks: $everyWeeks, nextDate: $nextDate) { ...RefillPlanFields } }`,
  [RefillPlanFields],
);

/** Pauses an active plan. */
export const PauseRefillPlan = /* @__PURE__ */ graphql(`mutation PauseRefillPlan($id: ID!) { pauseRefillPlan(id: $id) { ...RefillPlanFields } }`, [RefillPlanFields]);

/** Resumes a paused plan. */
export const ResumeRefillPlan = /* @__PURE__ */ graphql(`mutation ResumeRefillPlan($id: ID!) { resumeRefillPlan(id: $id) { ...RefillPlanFields } }`, [RefillPlanFields]);

/** Ends a plan for good. */
export const EndRefillPlan = /* @__PURE__ */ graphql(`mutation EndRefillPlan($id: ID!) { endRefillPlan(id: $id) { ...RefillPlanFields } }`, [RefillPlanFields]);

/** Staff: the cycles of the next 30 days, by day. */
export const AdminPlanCycles = /* @__PURE__ */ graphql(`query AdminPlanCycles { adminPlanCycles { cycleId planId dueOn status refillId refillStatus total name phone pickup } }`);

/** Staff: the dashboard's plan figures. */
export const AdminPlanFigures = /* @__PURE__ */ graphql(`query AdminPlanFigures { adminPlanFigures { activePlans pausedPlans expectedRefills } }`);
