import type { PromotionKind, PromotionTarget } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { findUsablePromotionCode } from '../../db/repositories/promotions/promotion-codes.js';
import { findPromotion } from '../../db/repositories/promotions/promotions.js';
import type { Database, Lang } from '../../db/types.js';
import { normalizePromotionCode } from './promotion-codes.js';

/** A code the shopper may type at checkout, with its promotion's terms (the `discountCode` query). */
export interface DiscountView {
  code: string;
  /** Percent off for a `percent` promotion; 0 for a fixed amount (older clients read only this). */
  percent: number;
  kind: PromotionKind;
  amount: number;
  target: PromotionTarget;
  targetIds: number[];
  minBasket: number;
  name: string;
}

/** Whether a promotion runs at `at`. */
export const runsAt = (promotion: { starts_at: Date; ends_at: Date | null }, at: Date) => promotion.starts_at <= at && (promotion.ends_at === null || promotion.ends_at > at);

/**
 * A code as typed, with its promotion's terms, when a sale may still use it now (not used up,
 * its promotion running); undefined otherwise. Limits are checked when the sale is placed.
 */
export async function findUsableCodeView(db: Kysely<Database>, typed: string, lang: Lang, at: Date): Promise<DiscountView | null> {
  const code = normalizePromotionCode(typed);
  const row = code && code.length <= 40 ? await findUsablePromotionCode(db, code) : undefined;
  const promotion = row ? await findPromotion(db, row.promotion_id) : undefined;
  if (!row || !promotion || !runsAt(promotion, at)) return null;
  return {
    code: row.code,
    percent: promotion.kind === 'percent' ? promotion.amount : 0,
    kind: promotion.kind,
    amount: promotion.amount,
    target: promotion.target,
    targetIds: promotion.targetIds,
    minBasket: promotion.min_basket,
    name: promotion.name[lang] ?? promotion.name.en,
  };
}
