// Issue 35 item 4: what a promotion takes off a basket, once, for the server that charges it and
// every client that shows it. Pure: the server decides which promotion applies and how much of
// its budget is left; this only prices.

/** Percent off the lines it targets, or a fixed IQD amount off them together. */
export type PromotionKind = 'percent' | 'fixed';
/** What a promotion reduces: the whole order, or chosen products, collections or categories. */
export type PromotionTarget = 'order' | 'products' | 'collections' | 'categories';

export const PROMOTION_KINDS: readonly PromotionKind[] = ['percent', 'fixed'];
export const PROMOTION_TARGETS: readonly PromotionTarget[] = ['order', 'products', 'collections', 'categories'];

/** A basket line as the price rule needs it; a refill has no product, collection or category. */
export interface PromotionLine {
  productId: number | null;
  collectionId: number | null;
  categoryId: number | null;
  unitPrice: number;
  quantity: number;
}

/** The terms of a promotion that decide its price (not when or how often it applies). */
export interface PromotionTerms {
  kind: PromotionKind;
  /** Percent (1-100) for `percent`, integer IQD for `fixed`. */
  amount: number;
  target: PromotionTarget;
  /** The chosen products, collections or categories; ignored for `order`. */
  targetIds: readonly number[];
  /** The items' subtotal (every line) a basket must reach; 0 for none. */
  minBasket: number;
}

/** A promotion's reduction: each line's part (in the lines' order) and their sum. */
export interface PromotionReduction {
  lines: number[];
  total: number;
}

/** Whether a line is one the promotion reduces. */
export function promotionTargets(terms: Pick<PromotionTerms, 'target' | 'targetIds'>, line: PromotionLine): boolean {
  const chosen = (id: number | null) => id !== null && terms.targetIds.includes(id);
  switch (terms.target) {
    case 'order':
      return true;
    case 'products':
      return chosen(line.productId);
    case 'collections':
      return chosen(line.collectionId);
    case 'categories':
      return chosen(line.categoryId);
  }
}

/**
 * Shares `total` over `weights` in proportion, in whole dinars that add up to it exactly: each
 * part rounded down, the dinars left over going to the largest remainders (earlier lines first).
 */
function share(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - parts[index]! })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * What `terms` take off `lines` (never the delivery): nothing below the minimum basket; a percent
 * of the targeted lines rounded down to the dinar (the newsletter's 15% is this on the whole
 * order); a fixed amount at most what the targeted lines cost. `cap` is the most the promotion
 * may still give (what is left of its IQD budget), decided by the server.
 * @example promotionReduction([{ productId: 1, collectionId: null, categoryId: 2, unitPrice: 10_000, quantity: 3 }],
 *   { kind: 'percent', amount: 15, target: 'order', targetIds: [], minBasket: 0 }) // { lines: [4500], total: 4500 }
 */
export function promotionReduction(lines: readonly PromotionLine[], terms: PromotionTerms, cap = Infinity): PromotionReduction {
  const costs = lines.map((line) => line.unitPrice * line.quantity);
  const subtotal = costs.reduce((a, b) => a + b, 0);
  const targeted = lines.map((line, index) => (promotionTargets(terms, line) ? costs[index]! : 0));
  const base = targeted.reduce((a, b) => a + b, 0);
  if (subtotal < terms.minBasket || base === 0) return { lines: lines.map(() => 0), total: 0 };
  const full = terms.kind === 'percent' ? Math.floor((base * Math.min(terms.amount, 100)) / 100) : Math.min(terms.amount, base);
  const total = Math.max(0, Math.min(full, Math.floor(cap)));
  return { lines: share(total, targeted), total };
}

/**
 * A product's price with a promotion on it alone (one unit, as a catalogue shows it): the price
 * when the promotion does not target it or needs a bigger basket than one unit.
 */
export function promotedUnitPrice(line: Omit<PromotionLine, 'quantity'>, terms: PromotionTerms): number {
  return line.unitPrice - promotionReduction([{ ...line, quantity: 1 }], terms).total;
}
