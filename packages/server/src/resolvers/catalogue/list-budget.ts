import { queryTooComplex } from '../../graphql/query-limits.js';

// SECURITY-REVIEW H4: lists inside lists multiply. `topRated { reviews { product { reviews { … } } } }`
// answers products × reviews³, and the cost limit cannot see it: a list's default size, or one
// given in a variable, costs what one item costs. So the items such nested lists give are counted
// for the whole request, and past the budget the request is refused. The dearest real page (a
// collection's 100 products, a product's 100 reviews) uses a tenth of it.

/** Most items `Product.reviews` and `Collection.products` may give in one request, together. */
export const NESTED_LIST_BUDGET = 1000;

// Past the budget: Infinity. The list that crosses it fails (one error in the answer); every
// later one is empty, or the answer would carry one error for each of thousands of lists.
const spent = new WeakMap<object, number>();

/**
 * Counts a nested list's items against the request's budget (its context is the request).
 * @returns the items while the budget allows them; the list that overspends it throws
 *   `query.tooComplex`, and later ones are empty
 */
export function withinListBudget<T>(context: object, items: readonly T[]): readonly T[] {
  const before = spent.get(context) ?? 0;
  if (before === Infinity) return [];
  const total = before + items.length;
  spent.set(context, total > NESTED_LIST_BUDGET ? Infinity : total);
  if (total > NESTED_LIST_BUDGET) throw queryTooComplex();
  return items;
}
