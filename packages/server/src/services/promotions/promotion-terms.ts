import type { PromotionTerms } from '@candleshop/rules';
import type { PromotionWithTargets } from '../../db/repositories/promotions/promotions.js';

/** A promotion row as the rules' price function reads it. */
export function termsOf(promotion: PromotionWithTargets): PromotionTerms {
  return { kind: promotion.kind, amount: promotion.amount, target: promotion.target, targetIds: promotion.targetIds, minBasket: promotion.min_basket };
}
