import type { CartDraft } from '../cart/types.js';
import { productChoiceSchema } from '../validation/product-choice.js';
import { SILENT_KEYS, validate, type FieldErrors } from '../validation/validate.js';

/**
 * A product as a shopper chooses it (SPEC §2 Product details): the storefront's product page and
 * the grid's quick add both have it from core's ProductChoiceFields fragment.
 */
export interface ChoosableProduct {
  id: string;
  stock: number;
  rating?: number;
  ratings?: number;
  details: { title: string; description?: string | null; image?: string | null; price?: number | null };
  collection?: { id: string; title: string } | null;
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

/**
 * What a form shows under the choice (SPEC §5 Product page): 'pick color', 'pick scent' and the
 * quantity's limits by field; a missing size blocks silently, so it blocks without a message.
 */
export function choiceErrors(product: ChoosableProduct, pick: ProductPick): { ok: boolean; errors: FieldErrors } {
  const result = validate(productChoiceSchema(product), pick);
  const errors: FieldErrors = {};
  for (const [field, key] of Object.entries(result.errors ?? {})) if (key && !SILENT_KEYS.includes(key)) errors[field] = key;
  return { ok: result.ok, errors };
}

/** The cart line a complete choice makes (SPEC §3 Cart item), or undefined while it is not complete. */
export function cartDraftOf(product: ChoosableProduct, pick: ProductPick): CartDraft | undefined {
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
  };
}
