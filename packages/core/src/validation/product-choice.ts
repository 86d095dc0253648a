import { choiceProblem, type ChoiceField } from '../catalogue/product-choice.js';
import { invalid, valid } from './fields.js';
import type { Check } from './validate.js';

/** What the product page offers to choose from (SPEC §2 Product details). */
export interface ChoiceProduct {
  stock: number;
  sizes: readonly unknown[];
  colors: readonly unknown[];
  scents: readonly unknown[];
}

/**
 * The product page's choice as a form schema (SPEC §5 Product page), core's one choice rule
 * (choiceProblem): a size when the product has sizes (silently blocked: its key is in
 * SILENT_KEYS), a colour ('pick color') and a scent ('pick scent') when it has them, and a whole
 * quantity from 1 to the stock (and to QUANTITY.max, @candleshop/rules).
 */
export function productChoiceSchema(product: ChoiceProduct) {
  const check =
    (field: ChoiceField, clean: (value: unknown) => unknown = (value) => value): Check<never> =>
    (value) => {
      const key = choiceProblem(product as never, field, value);
      return key ? invalid(key) : (valid(clean(value)) as never);
    };
  // An offered choice is kept as a string, as GraphQL IDs are; one not offered stays as it is.
  const id = (field: 'size' | 'color' | 'scent') => check(field, (value) => ((product[`${field}s`] as readonly unknown[]).length ? String(value) : value));
  return {
    size: id('size') as Check<string | number | null | undefined>,
    color: id('color') as Check<string | number | null | undefined>,
    scent: id('scent') as Check<string | number | null | undefined>,
    quantity: check('quantity') as Check<number>,
  };
}
