import * as z from 'zod/mini';
import { requiredId } from './fields.js';

/** What the product page offers to choose from (SPEC §2 Product details). */
export interface ChoiceProduct {
  stock: number;
  sizes: readonly unknown[];
  colors: readonly unknown[];
  scents: readonly unknown[];
}

/**
 * The product page's choice (SPEC §5 Product page): a size when the product has sizes (silently
 * blocked: its key is in SILENT_KEYS), a colour ('pick color') and a scent ('pick scent') when it
 * has them, and a whole quantity from 1 to the stock.
 */
export function productChoiceSchema(product: ChoiceProduct) {
  const optionalId = z.optional(z.nullable(z.union([z.string(), z.number()])));
  return z.object({
    size: product.sizes.length ? requiredId('validation.pickSize') : optionalId,
    color: product.colors.length ? requiredId('validation.pickColor') : optionalId,
    scent: product.scents.length ? requiredId('validation.pickScent') : optionalId,
    quantity: z
      .number('validation.quantityRange')
      .check(
        z.refine((quantity) => Number.isInteger(quantity) && quantity >= 1, 'validation.quantityRange'),
        z.refine((quantity) => quantity <= product.stock, product.stock > 0 ? 'order.moreThanStock' : 'product.outOfStock'),
      ),
  });
}
