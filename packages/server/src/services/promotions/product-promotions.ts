import { promotedUnitPrice } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { findRunningAutomatic, type PromotionWithTargets } from '../../db/repositories/promotions/promotions.js';
import type { Database, Lang } from '../../db/types.js';
import { termsOf } from './promotion-terms.js';

/** The automatic promotion a product shows (issue 35 item 4): its price before and after. */
export interface ProductPromotionView {
  id: number;
  name: string;
  kind: string;
  amount: number;
  /** The listed price (or the first size's, SPEC §2), integer IQD. */
  was: number;
  /** That price less the promotion, for one unit bought on its own, integer IQD. */
  price: number;
}

/** What a product is targeted by. */
export interface PromotedProduct {
  id: number;
  collectionId: number | null;
  categoryId: number;
}

/**
 * The catalogue's promoted prices for one request: the automatic promotions running now are read
 * once, and each product shows the one that takes the most off one unit of it (the same rule and
 * the same price function as a sale, so the shelf and the checkout agree; a bigger basket or a
 * typed code may still change what a sale gets).
 */
export function createProductPromotions(db: Kysely<Database>, lang: Lang) {
  let running: Promise<PromotionWithTargets[]> | undefined;
  return {
    async of(product: PromotedProduct, listed: number | null): Promise<ProductPromotionView | null> {
      if (listed === null) return null;
      running ??= findRunningAutomatic(db, new Date());
      const line = { productId: product.id, collectionId: product.collectionId, categoryId: product.categoryId, unitPrice: listed };
      let best: ProductPromotionView | null = null;
      for (const promotion of await running) {
        const price = promotedUnitPrice(line, termsOf(promotion));
        if (price < listed && (!best || price < best.price)) {
          best = { id: promotion.id, name: promotion.name[lang] ?? promotion.name.en, kind: promotion.kind, amount: promotion.amount, was: listed, price };
        }
      }
      return best;
    },
  };
}

/** The promoted prices of one request. */
export type ProductPromotions = ReturnType<typeof createProductPromotions>;
