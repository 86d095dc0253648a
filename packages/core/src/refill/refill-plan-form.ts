import { atom, type ReadableAtom } from 'nanostores';
import type { AccountClient } from '../api/account-client.js';
import { describeError } from '../api/errors.js';
import { CreateRefillPlanOfChoice } from '../api/operations/plans/refill-plans.js';
import type { RefillDraft } from '../cart/types.js';
import type { Lang } from '../i18n/languages.js';
import { createOrderFormState, type OrderFormModel } from '../orders/order-form-state.js';
import { planDayFromToday, planDayInRange } from './plan-days.js';
import { planFailures, type PLAN_PERIODS } from './plan-failures.js';
import { refillRequestPayload } from './refill-request-payload.js';

/** How often a plan repeats, in weeks. */
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

/** The plan the server made. */
export interface MadePlan {
  id: string;
  everyWeeks: PlanPeriod;
  /** Its first refill's day, `YYYY-MM-DD`, as chosen. */
  firstDate: string;
}

/** Settings of {@link createRefillPlanForm}. */
export interface RefillPlanFormOptions {
  /** The account client: the plan is the signed-in customer's (the session cookie). */
  client: AccountClient;
  lang: () => Lang;
}

/** One "Make this a plan" form's state as stores, and what the customer can do with it. */
export interface RefillPlanFormModel extends Pick<OrderFormModel, '$values' | '$errors' | '$alert' | '$method' | '$step' | 'edit' | 'chooseMethod'> {
  $weeks: ReadableAtom<PlanPeriod>;
  /** The first refill's day, `YYYY-MM-DD`: one period from today until the customer changes it. */
  $day: ReadableAtom<string>;
  /** The message key under the day, when it is not one the server takes. */
  $dayError: ReadableAtom<string | undefined>;
  /** A new period moves the first day to one period from today. */
  setWeeks(weeks: PlanPeriod): void;
  setDay(day: string): void;
  /**
   * Checks the place and the day, then makes the plan of `draft`; answers the plan, or
   * `undefined` when a check or the server refused (said in `$errors`, `$dayError` or `$alert`;
   * everything chosen stays).
   */
  send(draft: RefillDraft): Promise<MadePlan | undefined>;
}

const FIRST_PERIOD: PlanPeriod = 4;
const dayOf = (weeks: PlanPeriod) => planDayFromToday(weeks * 7);

/**
 * The refill builder's "Make this a plan" (issue 37 item 1): the period (every 2, 4, 6 or 8
 * weeks), the first day, delivery or pickup checked as the checkout checks it, and how each refill
 * is paid (cash, or a gateway from the account once the refill is confirmed), then
 * createRefillPlan with the refill as built.
 * @example const form = createRefillPlanForm({ client, lang: () => 'en' }); form.edit('shipping', 'pickup');
 */
export function createRefillPlanForm({ client, lang }: RefillPlanFormOptions): RefillPlanFormModel {
  const state = createOrderFormState();
  const { $values, $method, $step } = state;
  const $weeks = atom<PlanPeriod>(FIRST_PERIOD);
  const $day = atom(dayOf(FIRST_PERIOD));
  const $dayError = atom<string | undefined>(undefined);

  return {
    // The order forms' fields, errors, alert, method and steps.
    ...state,
    $weeks,
    $day,
    $dayError,
    setWeeks(weeks) {
      $weeks.set(weeks);
      $day.set(dayOf(weeks));
      $dayError.set(undefined);
    },
    setDay(day) {
      $day.set(day);
      $dayError.set(undefined);
    },
    async send(draft) {
      if ($step.get() === 'placing') return undefined;
      // The order forms' checks of the place (a customer has no contact to give); no payment
      // dialog follows them here: the method is chosen in the form.
      state.review();
      const day = $day.get();
      $dayError.set(planDayInRange(day) ? undefined : 'accountPlans.errors.day');
      if ($step.get() !== 'paying' || $dayError.get()) return void state.closePayment();
      $step.set('placing');
      const variables = { ...refillRequestPayload({ draft, method: $method.get(), place: state.place(), notes: $values.get().notes }), everyWeeks: $weeks.get(), firstDate: day };
      const result = await client.mutate(CreateRefillPlanOfChoice, variables, lang());
      $step.set('editing');
      if (result.error) {
        const { title, message } = describeError(result.error, planFailures);
        state.$alert.set({ kind: 'fail', title, message });
        return undefined;
      }
      return { id: result.data.createRefillPlan.id, everyWeeks: $weeks.get(), firstDate: day };
    },
  };
}
