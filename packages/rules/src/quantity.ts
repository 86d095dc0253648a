/** SPEC §5, SECURITY A4: a line's quantity is a whole number from 1 to 1000. */
export const QUANTITY = { min: 1, max: 1000 } as const;

/**
 * What is wrong with a line's quantity, or undefined. The stock is a lower bound of its own, the
 * product page's (SPEC §5 Product page).
 */
export function quantityProblem(quantity: number): 'invalid' | 'min' | 'max' | undefined {
  if (!Number.isInteger(quantity)) return 'invalid';
  if (quantity < QUANTITY.min) return 'min';
  return quantity > QUANTITY.max ? 'max' : undefined;
}
