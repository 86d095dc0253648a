import { quantityProblem } from '@candleshop/rules';
import type { CartDraft, CartProduct } from '../cart/types.js';
import type { FieldErrors } from '../validation/validate.js';

/**
 * A product as a shopper chooses it (SPEC §2 Product details): the storefront's product page and
 * the grid's quick add both have it from core's ProductChoiceFields fragment.
 */
export interface ChoosableProduct extends CartProduct {
  sizes: readonly { id: string; price: number; size: { id: string; title: string } }[];
  colors: readonly { id: string; title: string; color: string }[];
  scents: readonly { id: string; title: string; image?: string | null }[];
}

/** What the shopper picked: ids of the product's own options, and a quantity. */
export interface ProductPick {
  size?: string;
  color?: string;
  scent?: string;
  quantity: number;
}

/** SPEC §2: the first size is pre-selected; the quantity starts at 1. */
export function firstPick(product: Pick<ChoosableProduct, 'sizes'>): ProductPick {
  return { size: product.sizes[0]?.id, quantity: 1 };
}

/** SPEC §2: the chosen size's price, else the product's price, else the first size's (integer IQD, as the server gave it). */
export function choicePrice(product: Pick<ChoosableProduct, 'sizes' | 'details'>, pick: ProductPick): number | undefined {
  return product.sizes.find((option) => option.id === pick.size)?.price ?? product.details.price ?? product.sizes[0]?.price;
}

/** What a shopper chooses of a product (SPEC §2 Product details). */
export type ChoiceField = 'size' | 'color' | 'scent' | 'quantity';

const PICK_KEYS = { size: 'validation.pickSize', color: 'validation.pickColor', scent: 'validation.pickScent' } as const;
const OPTIONS = { size: 'sizes', color: 'colors', scent: 'scents' } as const;

/**
 * SPEC §5 Product page, the one rule of a product's choice: a size when the product has sizes, a
 * colour ('pick color') and a scent ('pick scent') when it has them, and a whole quantity from 1 to
 * the stock (and to QUANTITY.max, @candleshop/rules). Answers the message key of the problem, if
 * any. Written without the form checks (validation/), so the grid's quick add downloads this alone;
 * productChoiceSchema gives the same rule to forms.
 */
export function choiceProblem(product: Pick<ChoosableProduct, 'stock' | 'sizes' | 'colors' | 'scents'>, field: ChoiceField, value: unknown): string | undefined {
  if (field === 'quantity') {
    const problem = typeof value === 'number' ? quantityProblem(value) : 'invalid';
    if (problem === 'invalid' || problem === 'min') return 'validation.quantityRange';
    // Past the stock, or past what one line may hold (QUANTITY.max, which the server refuses).
    if (problem === 'max' || (value as number) > product.stock) return product.stock > 0 ? 'order.moreThanStock' : 'product.outOfStock';
    return undefined;
  }
  const id = (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));
  // A choice the product does not offer: whatever the page holds (nothing, or an id) passes.
  if (!product[OPTIONS[field]].length) return id || value === undefined || value === null || value === '' ? undefined : 'errors.unexpected';
  return id ? undefined : PICK_KEYS[field];
}

/**
 * What a form shows under the choice (SPEC §5 Product page): 'pick color', 'pick scent' and the
 * quantity's limits by field. A missing size blocks silently (SPEC §5): it blocks without a message.
 */
export function choiceErrors(product: ChoosableProduct, pick: ProductPick): { ok: boolean; errors: FieldErrors } {
  const errors: FieldErrors = {};
  let ok = true;
  for (const field of ['size', 'color', 'scent', 'quantity'] as const) {
    const key = choiceProblem(product, field, pick[field]);
    if (!key) continue;
    ok = false;
    if (key !== PICK_KEYS.size) errors[field] = key;
  }
  return { ok, errors };
}

/** A product's automatic promotion as the catalogue shows it (schema ProductPromotion): who gives it, and the price it reduces. */
export interface PickPromotion {
  id?: string;
  name?: string;
  was: number;
}

/**
 * The cart line a complete choice makes (SPEC §3 Cart item), or undefined while it is not complete.
 * The product's `promotion` goes with the line (issue 35 item 5) when it reduces the chosen price:
 * the server priced only the listed one (another size's is its own).
 */
export function cartDraftOf(product: ChoosableProduct, pick: ProductPick, promotion?: PickPromotion | null): CartDraft | undefined {
  if (!choiceErrors(product, pick).ok) return undefined;
  const find = <T extends { id: string }>(list: readonly T[], id: string | undefined) => list.find((option) => option.id === id);
  const size = find(product.sizes, pick.size);
  const color = find(product.colors, pick.color);
  const scent = find(product.scents, pick.scent);
  const { id, stock, rating, ratings, details, collection } = product;
  return {
    product: {
      id,
      stock,
      rating,
      ratings,
      details: { title: details.title, description: details.description, image: details.image, price: details.price },
      collection,
    },
    size: size ? { id: size.id, price: size.price, size: { id: size.size.id, title: size.size.title } } : null,
    color: color ? { id: color.id, title: color.title, color: color.color } : null,
    scent: scent ? { id: scent.id, title: scent.title, image: scent.image } : null,
    quantity: pick.quantity,
    // Present even when none: a later add of the same choice then drops a promotion that has ended.
    promotion: promotion?.id && promotion.name && promotion.was === choicePrice(product, pick) ? { id: promotion.id, name: promotion.name } : undefined,
  };
}
