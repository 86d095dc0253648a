import { normalizeEmail, normalizePhone, promotionReduction, type PromotionLine } from '@candleshop/rules';
import type { Transaction } from 'kysely';
import { lockUsablePromotionCode, markPromotionCodeUsed } from '../../db/repositories/promotions/promotion-codes.js';
import { countCustomerRedemptions, insertRedemption, type PromotionCustomer } from '../../db/repositories/promotions/promotion-redemptions.js';
import { countUse, findRunningAutomatic, lockRunningAutomatic, lockRunningPromotion, type PromotionWithTargets } from '../../db/repositories/promotions/promotions.js';
import type { Database } from '../../db/types.js';
import { badRequest } from '../../errors.js';
import { normalizePromotionCode } from './promotion-codes.js';
import { termsOf } from './promotion-terms.js';

/** The promotion a sale redeems: which, by which code, and what it takes off each line. */
export interface ChosenPromotion {
  promotionId: number;
  codeId: number | null;
  /** Integer IQD per line (in the lines' order) and in all. */
  lines: number[];
  total: number;
  customer: PromotionCustomer;
}

/** What the sale being placed brings to its promotion. */
export interface PromotionRequest {
  lines: readonly PromotionLine[];
  /** The code the shopper typed, if any. */
  code?: string;
  userId: number | null;
  email: string | null;
  phone: string | null;
  at: Date;
}

const codeRefusal = (key: string) => badRequest({ discountCode: [`input.discountCode.${key}`] });

/** The customer a sale's promotion is counted against, by the rules' normalisers. */
export function promotionCustomer(userId: number | null, email: string | null, phone: string | null): PromotionCustomer {
  return { userId, email: email ? normalizeEmail(email) : null, phone: (phone && normalizePhone(phone)) || null };
}

/**
 * What `promotion` gives this sale within its limits, the promotion's row being locked: nothing
 * when the customer has had their share; at most what is left of its IQD budget; nothing when a
 * use would pass its total uses. Counts the use (a guarded UPDATE) when it gives something.
 */
async function redeemable(trx: Transaction<Database>, promotion: PromotionWithTargets, request: PromotionRequest, customer: PromotionCustomer) {
  if (promotion.per_customer !== null && (await countCustomerRedemptions(trx, promotion.id, customer)) >= promotion.per_customer) return { refusal: 'exhausted' as const };
  const left = promotion.max_given === null ? Infinity : promotion.max_given - promotion.given;
  const reduction = promotionReduction(request.lines, termsOf(promotion), left);
  if (reduction.total === 0) return { refusal: left <= 0 ? ('exhausted' as const) : ('notApplicable' as const) };
  if (!(await countUse(trx, promotion.id, reduction.total))) return { refusal: 'exhausted' as const };
  return { reduction };
}

/**
 * Chooses and counts the one promotion of a sale, inside its transaction (issue 35 item 4): the
 * code the shopper typed when there is one (it replaces any automatic promotion), otherwise the
 * automatic promotion running now that takes the most off, within its limits. The promotions'
 * rows stay locked until the sale commits, so parallel sales at the edge of a limit stop exactly
 * at it. The price is the rules' promotionReduction, the same the clients show.
 * @throws bad.request discountCode: input.discountCode.invalid (unknown or used code),
 *   .notYours (another address's code), .notApplicable (not running, or nothing in the basket it
 *   reduces), .exhausted (its limits, or this customer's, are reached)
 */
export async function choosePromotion(trx: Transaction<Database>, request: PromotionRequest): Promise<ChosenPromotion | undefined> {
  const customer = promotionCustomer(request.userId, request.email, request.phone);
  if (request.code !== undefined) {
    const code = await lockUsablePromotionCode(trx, normalizePromotionCode(request.code));
    if (!code) throw codeRefusal('invalid');
    if (code.email !== null && code.email !== customer.email) throw codeRefusal('notYours');
    const promotion = await lockRunningPromotion(trx, code.promotion_id, request.at);
    if (!promotion) throw codeRefusal('notApplicable');
    const outcome = await redeemable(trx, promotion, request, customer);
    if (!outcome.reduction) throw codeRefusal(outcome.refusal);
    return { promotionId: promotion.id, codeId: code.single_use ? code.id : null, ...outcome.reduction, customer };
  }
  // Only the promotions that would reduce this basket are locked: other sales are not held up.
  const gives = (promotion: PromotionWithTargets) => promotionReduction(request.lines, termsOf(promotion)).total;
  const candidates = (await findRunningAutomatic(trx, request.at)).filter((promotion) => gives(promotion) > 0);
  const best = (
    await lockRunningAutomatic(
      trx,
      candidates.map((promotion) => promotion.id),
      request.at,
    )
  )
    .map((promotion) => ({ promotion, total: gives(promotion) }))
    .sort((a, b) => b.total - a.total || a.promotion.id - b.promotion.id);
  for (const { promotion } of best) {
    const outcome = await redeemable(trx, promotion, request, customer);
    if (outcome.reduction) return { promotionId: promotion.id, codeId: null, ...outcome.reduction, customer };
  }
  return undefined;
}

/** Records the chosen promotion against the order just written, and uses up a single-use code. */
export async function recordRedemption(trx: Transaction<Database>, chosen: ChosenPromotion, orderId: number): Promise<void> {
  await insertRedemption(trx, {
    promotion_id: chosen.promotionId,
    code_id: chosen.codeId,
    order_id: orderId,
    amount: chosen.total,
    user_id: chosen.customer.userId,
    email: chosen.customer.email,
    phone: chosen.customer.phone,
  });
  if (chosen.codeId !== null) await markPromotionCodeUsed(trx, chosen.codeId, orderId);
}
