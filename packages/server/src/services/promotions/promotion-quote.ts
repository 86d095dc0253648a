import type { Kysely } from 'kysely';
import type { CartLineChoice, RefillLineChoice } from '../../db/repositories/sales/carts.js';
import type { Database, Lang } from '../../db/types.js';
import { withDiscountThrottle } from '../newsletter/discount-throttle.js';
import { priceLines } from '../sales/priced-lines.js';
import { previewPromotion, type ChosenPromotion } from './apply-promotion.js';
import { normalizePromotionCode } from './promotion-codes.js';

/** What the checkout shows of a basket's promotion (the `promotionQuote` query). */
export interface PromotionQuoteView {
  /** Integer IQD off the items; 0 when no promotion applies. */
  discount: number;
  /** The applying promotion's name, or null. */
  name: string | null;
  /** The code applied (normalised), or null for an automatic promotion or none. */
  code: string | null;
  /** The automatic promotion the code replaces (one promotion per sale), or null. */
  replaces: string | null;
}

/** What the quote is asked about: the lines as a guest's checkout sends them, and a typed code. */
export interface PromotionQuoteRequest {
  products: ReadonlyArray<CartLineChoice & { quantity: number }>;
  refills: ReadonlyArray<RefillLineChoice & { quantity: number }>;
  code?: string;
  /** The signed-in customer, whose own limits then count. */
  userId: number | null;
}

/**
 * The checkout's quote (issue 35): the lines priced and the promotion chosen exactly as a sale
 * placed now would (apply-promotion's one decision, read without locks), so the widget shows the
 * reduction the server will take. A typed code is looked up under the wrong-code limit.
 */
export function createPromotionQuote(db: Kysely<Database>, options: { lang: Lang; clientAddress: string }) {
  const named = (chosen: ChosenPromotion | undefined) => (chosen ? (chosen.name[options.lang] ?? chosen.name.en) : null);
  return {
    /**
     * @throws bad.request for a line that cannot be bought (products.N.size, …), or discountCode:
     *   input.discountCode.invalid, .notYours, .notApplicable, .exhausted, .throttled
     */
    async quote(request: PromotionQuoteRequest): Promise<PromotionQuoteView> {
      const { promotionLines: lines } = await priceLines(db, request.products, request.refills, ['products', 'refillItems']);
      const asked = { lines, userId: request.userId, email: null, phone: null, at: new Date() };
      const automatic = await previewPromotion(db, asked);
      if (request.code === undefined) return { discount: automatic?.total ?? 0, name: named(automatic), code: null, replaces: null };
      const code = request.code;
      const chosen = await withDiscountThrottle(db, options.clientAddress, code, () => previewPromotion(db, { ...asked, code }));
      return { discount: chosen!.total, name: named(chosen), code: normalizePromotionCode(code), replaces: named(automatic) };
    },
  };
}

/** The checkout's promotion quote of one request. */
export type PromotionQuote = ReturnType<typeof createPromotionQuote>;
