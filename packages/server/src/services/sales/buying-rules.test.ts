import { describe, expect, it } from 'vitest';
import type { ProductOptions } from '../../db/repositories/catalogue/buying-options.js';
import { priceProductLine, refillUnitPrice } from './buying-rules.js';

const product = (fields: Partial<ProductOptions> = {}): ProductOptions => ({
  id: 1,
  stock: 5,
  price: null,
  categoryId: 1,
  collectionId: null,
  sizes: new Map(),
  colors: new Set(),
  scents: new Set(),
  ...fields,
});
type Choice = { productSizeId: number | null; colorId: number | null; scentId: number | null };
const none: Choice = { productSizeId: null, colorId: null, scentId: null };

describe('buying rules', () => {
  it('prices a refill as core does: the unit rounded to the dinar', () => {
    // core's refillTotal example: 2 × (250 / 100 × 6000 + 1500) = 33000.
    expect(2 * refillUnitPrice(250, 6000, 1500)).toBe(33000);
    expect(refillUnitPrice(175, 333, 0)).toBe(583);
    expect(refillUnitPrice(150, 333, 1000)).toBe(1500);
  });

  it('prices a line by its size, or by the product without sizes', () => {
    const sized = product({ sizes: new Map([[7, { sizeId: 2, price: 18500 }]]) });
    expect(priceProductLine(sized, { ...none, productSizeId: 7 })).toEqual({ unitPrice: 18500, sizeId: 2 });
    expect(priceProductLine(product({ price: 7250 }), none)).toEqual({ unitPrice: 7250, sizeId: null });
  });

  it('names the missing or foreign choice under the line prefix', () => {
    const full = product({ sizes: new Map([[7, { sizeId: 2, price: 1 }]]), colors: new Set([3]), scents: new Set([4]) });
    const fails = (line: Partial<Choice>) => {
      try {
        priceProductLine(full, { ...none, productSizeId: 7, colorId: 3, scentId: 4, ...line }, 'products.2.');
        return undefined;
      } catch (error) {
        return (error as { extensions: { validation: unknown } }).extensions.validation;
      }
    };
    expect(fails({})).toBeUndefined();
    expect(fails({ productSizeId: null })).toEqual({ 'products.2.size': ['input.size.required'] });
    expect(fails({ productSizeId: 8 })).toEqual({ 'products.2.size': ['input.size.invalid'] });
    expect(fails({ colorId: 9 })).toEqual({ 'products.2.color': ['input.color.invalid'] });
    expect(fails({ scentId: null })).toEqual({ 'products.2.scent': ['input.scent.required'] });
  });

  it('answers not.found for a product that does not exist', () => {
    expect(() => priceProductLine(undefined, none)).toThrow('not.found');
  });
});
