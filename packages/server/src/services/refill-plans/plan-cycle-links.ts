import { shopDateTime } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { findConfirmationOfSale } from '../../db/repositories/confirmations/confirmations.js';
import { findRefillRequest } from '../../db/repositories/refills/refill-requests.js';
import { findPlanCycleByHash, moveCycle } from '../../db/repositories/refill-plans/plan-cycles.js';
import { findRefillPlan } from '../../db/repositories/refill-plans/refill-plans.js';
import type { Database } from '../../db/types.js';
import type { PlanCycleRow } from '../../db/tables/refills.js';
import { refused } from '../../errors.js';
import { answerLocked } from '../confirmations/confirmation-answer.js';
import { lookUpLinkToken } from '../confirmations/link-lookup.js';
import { cycleTokenHash, newCycleToken } from './plan-tokens.js';
import type { SaleLife } from '../sale-life/sale-outbox.js';
import { placeCycleRequest, planPrice } from './plan-cycle-place.js';

/** The customer's answer to a cycle. */
export type CycleAnswer = 'confirm' | 'skip';

/** The schema's PlanCycleLink: what the confirm-or-skip page shows (no name, address or phone: the token is the only key). */
export interface PlanCycleLinkView {
  status: PlanCycleRow['status'];
  expired: boolean;
  /** Baghdad time. */
  expiresAt: string;
  dueOn: string;
  planId: number;
  everyWeeks: number;
  quantity: number;
  method: string;
  pickup: boolean;
  /** Today's price while awaiting; the placed request's once placed (never changed after). Null when it cannot be priced. */
  total: number | null;
  /** The refill request the cycle placed. */
  refillId: number | null;
}

/** What the links need of the request. */
export interface PlanCycleLinksOptions {
  clientAddress: string;
  saleLife?: Pick<SaleLife, 'settle'>;
  now?: () => Date;
}

/**
 * The confirm-or-skip links of refill plans' cycles (issue 37 item 1), the sales' confirmation loop
 * with its limits: a 192-bit token kept as its hash, unknown tokens counted against the address in
 * the same bucket as the sales' links (SECURITY A6), a read never acts, one answer. Confirming places
 * the cycle's refill request at this moment's price; skipping leaves the plan to its next cycle. A
 * cycle already placed for the call list is answered through its request's confirmation.
 */
export function createPlanCycleLinks(db: Kysely<Database>, options: PlanCycleLinksOptions) {
  const now = () => options.now?.() ?? new Date();

  const lookUp = (token: string) => lookUpLinkToken(db, token, (typed) => findPlanCycleByHash(db, cycleTokenHash(typed)), { clientAddress: options.clientAddress, now });

  async function viewOf(row: PlanCycleRow): Promise<PlanCycleLinkView> {
    const plan = (await findRefillPlan(db, row.plan_id))!;
    const request = row.refill_request_id === null ? undefined : await findRefillRequest(db, row.refill_request_id);
    const total = request
      ? request.total
      : await planPrice(db, plan).then(
          (price) => price.total,
          () => null,
        );
    return {
      status: row.status,
      expired: row.expires_at.getTime() <= now().getTime(),
      expiresAt: shopDateTime(row.expires_at),
      dueOn: row.due_on,
      planId: plan.id,
      everyWeeks: plan.every_weeks,
      quantity: plan.quantity,
      method: plan.method,
      pickup: plan.pickup,
      total,
      refillId: row.refill_request_id,
    };
  }

  return {
    /** A link's page: null for an unknown token (counted against the address). */
    async forToken(token: string): Promise<PlanCycleLinkView | null> {
      const row = await lookUp(token);
      return row ? viewOf(row) : null;
    },

    /** The customer's one answer: confirmation.unknown, confirmation.expired, confirmation.answered (extensions.status), confirmation.closed, rate.limited. */
    async answer(token: string, answer: CycleAnswer): Promise<PlanCycleLinkView> {
      const found = await lookUp(token);
      if (!found) throw refused('confirmation.unknown');
      const moment = now();
      const placed = await db.transaction().execute(async (trx) => {
        const cycle = (await findPlanCycleByHash(trx, found.token_hash, true))!;
        const to = answer === 'confirm' ? 'confirmed' : 'skipped';
        if (cycle.status !== 'awaiting' && cycle.status !== 'unanswered') throw refused('confirmation.answered', { status: cycle.status });
        if (cycle.expires_at.getTime() <= moment.getTime()) throw refused('confirmation.expired');
        if (cycle.status === 'unanswered') {
          // Placed for a call already: the answer is its request's, as staff would give it.
          const row = await findConfirmationOfSale(trx, 'refill', cycle.refill_request_id!, true);
          if (!row) throw refused('confirmation.closed');
          // Which answers the cycle too (confirmation-answer.ts), as it does on the call list.
          await answerLocked(trx, row, answer === 'confirm' ? 'confirm' : 'cancel', moment);
          return cycle.refill_request_id;
        }
        const plan = (await findRefillPlan(trx, cycle.plan_id, true))!;
        if (plan.status !== 'active') throw refused('confirmation.closed');
        const refillId = answer === 'confirm' ? await placeCycleRequest(trx, plan, 'confirmed', moment, cycle.expires_at) : undefined;
        await moveCycle(trx, cycle.id, 'awaiting', to, { now: moment, ...(refillId === undefined ? {} : { refillRequestId: refillId }) });
        return refillId ?? null;
      });
      if (placed !== null) await options.saleLife?.settle({ kind: 'refill', id: placed });
      return viewOf((await findPlanCycleByHash(db, found.token_hash))!);
    },
  };
}

/** The cycle links service of one request. */
export type PlanCycleLinks = ReturnType<typeof createPlanCycleLinks>;
