import { QUANTITY } from '@candleshop/rules';
import type { ProductOptions, RefillOptions } from '../../db/repositories/catalogue/buying-options.js';
import type { CartLineChoice, RefillLineChoice } from '../../db/repositories/sales/carts.js';
import { badRequest, notFound } from '../../errors.js';

/** SPEC §5, SECURITY A4: quantities are integers from 1; no line holds more than this (@candleshop/rules). */
export const MAX_QUANTITY = QUANTITY.max;

/** A product line checked against its product: the unit price and the size it stands for. */
export interface PricedProductLine {
  unitPrice: number;
  /** The sizes id behind the product-size id (order_items.size_id), or null without a size. */
  sizeId: number | null;
}

const invalid = (field: string, rule = 'invalid') => badRequest({ [field]: [`input.${field.split('.').pop()}.${rule}`] });

function checkChoice(field: string, chosen: number | null, offered: { size: number; has(id: number): boolean }): void {
  // A product that comes in sizes, colours or scents needs one of each (SPEC §5 Product page).
  if (chosen === null) {
    if (offered.size > 0) throw invalid(field, 'required');
    return;
  }
  if (!offered.has(chosen)) throw invalid(field);
}

/**
 * Checks a product line against what the product is sold in (SPEC §5): the size must be one of
 * the product's own product-size ids, the colour and scent among its own, and one of each is
 * needed when the product has any. Prices come from the database only (SECURITY A4).
 * @param prefix prepended to validation field names, e.g. `products.2.`
 * @throws not.found when the product does not exist; bad.request with the failing field otherwise
 */
export function priceProductLine(product: ProductOptions | undefined, line: Omit<CartLineChoice, 'productId'>, prefix = ''): PricedProductLine {
  if (!product) throw notFound();
  checkChoice(`${prefix}size`, line.productSizeId, product.sizes);
  checkChoice(`${prefix}color`, line.colorId, product.colors);
  checkChoice(`${prefix}scent`, line.scentId, product.scents);
  if (line.productSizeId !== null) {
    const size = product.sizes.get(line.productSizeId)!;
    return { unitPrice: size.price, sizeId: size.sizeId };
  }
  // SPEC §5 Totals: the product price when there is no size; a product without either is not for sale.
  if (product.price === null) throw invalid(`${prefix}size`, 'required');
  return { unitPrice: product.price, sizeId: null };
}

/**
 * A refill's unit price (SPEC §5 Totals): size value / 100 × colour refill price + wick price,
 * rounded to the dinar as core's `refillTotal` does, so the line total is quantity × unit price.
 */
export function refillUnitPrice(sizeValue: number, colorRefillPrice: number, wickPrice: number): number {
  return Math.round((sizeValue / 100) * colorRefillPrice + wickPrice);
}

/**
 * Checks a refill line (the container must offer the size; wick, scent and colour must exist)
 * and prices it.
 * @throws bad.request with the failing field
 */
export function priceRefillLine(options: RefillOptions, line: RefillLineChoice, prefix = ''): number {
  const sizes = options.containerSizes.get(line.containerId);
  if (!sizes) throw invalid(`${prefix}container`);
  const value = options.sizeValues.get(line.sizeId);
  if (value === undefined || !sizes.has(line.sizeId)) throw invalid(`${prefix}size`);
  const colorPrice = options.colorPrices.get(line.colorId);
  if (colorPrice === undefined) throw invalid(`${prefix}color`);
  const wickPrice = options.wickPrices.get(line.wickId);
  if (wickPrice === undefined) throw invalid(`${prefix}wick`);
  if (!options.scents.has(line.scentId)) throw invalid(`${prefix}scent`);
  return refillUnitPrice(value, colorPrice, wickPrice);
}

/** A refill line's choices as the columns every row that keeps one stores (a refill request, an order's refill line). */
export function refillColumns(line: RefillLineChoice) {
  return { container_id: line.containerId, size_id: line.sizeId, wick_id: line.wickId, scent_id: line.scentId, color_id: line.colorId };
}

/** The refill material ids a set of lines needs, for `findRefillOptions`. */
export function refillIds(lines: readonly RefillLineChoice[]) {
  return {
    containers: lines.map((line) => line.containerId),
    sizes: lines.map((line) => line.sizeId),
    colors: lines.map((line) => line.colorId),
    wicks: lines.map((line) => line.wickId),
    scents: lines.map((line) => line.scentId),
  };
}
