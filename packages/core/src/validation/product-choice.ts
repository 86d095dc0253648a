import { quantityProblem } from '@candleshop/rules';
import { requiredId } from './choice-fields.js';
import { invalid, valid } from './fields.js';
import type { Check } from './validate.js';

/** What the product page offers to choose from (SPEC §2 Product details). */
export interface ChoiceProduct {
  stock: number;
  sizes: readonly unknown[];
  colors: readonly unknown[];
  scents: readonly unknown[];
}

// A choice the product does not offer: whatever the page holds (nothing, or an id) passes as it is.
const optionalId: Check<string | number | null | undefined> = (value) =>
  value === undefined || value === null || typeof value === 'string' || typeof value === 'number' ? valid(value) : invalid('errors.unexpected');

/**
 * The product page's choice (SPEC §5 Product page): a size when the product has sizes (silently
 * blocked: its key is in SILENT_KEYS), a colour ('pick color') and a scent ('pick scent') when it
 * has them, and a whole quantity from 1 to the stock (and to QUANTITY.max, @candleshop/rules).
 */
export function productChoiceSchema(product: ChoiceProduct) {
  return {
    size: product.sizes.length ? requiredId('validation.pickSize') : optionalId,
    color: product.colors.length ? requiredId('validation.pickColor') : optionalId,
    scent: product.scents.length ? requiredId('validation.pickScent') : optionalId,
    quantity: (quantity: unknown) => {
      const problem = typeof quantity === 'number' ? quantityProblem(quantity) : 'invalid';
      if (problem === 'invalid' || problem === 'min') return invalid('validation.quantityRange');
      // Past the stock, or past what one line may hold (QUANTITY.max, which the server refuses).
      if (problem === 'max' || (quantity as number) > product.stock) return invalid(product.stock > 0 ? 'order.moreThanStock' : 'product.outOfStock');
      return valid(quantity as number);
    },
  };
}
