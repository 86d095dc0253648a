import type { Failures } from '../api/errors.js';
import { ANY_ACTION } from '../api/shared-refusals.js';

/** The periods a refill plan may repeat at, in weeks (issue 37 item 1; the server's PLAN_PERIODS). */
export const PLAN_PERIODS = [2, 4, 6, 8] as const;

/** Plans a customer may have that are not ended (the server's MAX_OPEN_PLANS). */
export const MAX_OPEN_PLANS = 5;

// The server's keys for a refused plan call (schema.graphql, "Refill plans"), as texts. Server keys
// are this table's keys, not message keys (resources.test.ts).
const PLAN_KEYS: Record<string, string> = {
  'plan.limit': 'accountPlans.errors.limit',
  'bad.request': 'accountPlans.errors.state',
  'not.found': 'accountPlans.errors.gone',
  unauthorized: 'auth.needToSignIn',
};
const PLAN_VALIDATION: Record<string, string> = {
  'input.firstDate.invalid': 'accountPlans.errors.day',
  'input.everyWeeks.invalid': 'accountPlans.errors.period',
};

/**
 * What a refused plan call shows (issue 37 item 1): a day out of range, the plan limit, a plan that
 * cannot do that now (paused, ended), or "try again".
 * @example describeError({ key: 'plan.limit' }, planFailures).message // 'accountPlans.errors.limit'
 */
export const planFailures: Failures = (error) =>
  ANY_ACTION[error.key] ?? {
    title: 'feedback.fail',
    message: (error.validation && PLAN_VALIDATION[error.validation]) || PLAN_KEYS[error.key] || 'accountPlans.errors.failed',
  };
