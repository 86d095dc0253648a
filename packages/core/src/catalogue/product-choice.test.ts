import { describe, expect, it } from 'vitest';
import { cartDraftOf, choiceErrors, choicePrice, firstPick, type ChoosableProduct } from './product-choice.js';

const candle: ChoosableProduct = {
  id: '6',
  stock: 4,
  rating: 4.5,
  ratings: 2,
  details: { title: 'Mutanabbi pages', description: 'Paper and oud', image: '/a.svg', price: null },
  collection: { id: '1', title: 'Poets' },
  sizes: [
    { id: '61', price: 18000, size: { id: '1', title: '180 g' } },
    { id: '62', price: 30000, size: { id: '2', title: '300 g' } },
  ],
  colors: [{ id: '3', title: 'Amber', color: '#c80' }],
  scents: [{ id: '5', title: 'Oud', image: '/oud.svg' }],
};

describe('product choice', () => {
  it('starts with the first size and one piece', () => {
    expect(firstPick(candle)).toEqual({ size: '61', quantity: 1 });
    expect(firstPick({ sizes: [] })).toEqual({ size: undefined, quantity: 1 });
  });

  it("prices the chosen size, else the product's price, else the first size's", () => {
    expect(choicePrice(candle, { size: '62', quantity: 1 })).toBe(30000);
    expect(choicePrice(candle, { quantity: 1 })).toBe(18000);
    expect(choicePrice({ ...candle, sizes: [], details: { ...candle.details, price: 9000 } }, { quantity: 1 })).toBe(9000);
  });

  it('asks for a colour and a scent, and blocks a missing size silently', () => {
    expect(choiceErrors(candle, { size: '61', quantity: 1 })).toEqual({ ok: false, errors: { color: 'validation.pickColor', scent: 'validation.pickScent' } });
    expect(choiceErrors(candle, { color: '3', scent: '5', quantity: 1 })).toEqual({ ok: false, errors: {} });
  });

  it('keeps the quantity within the stock', () => {
    expect(choiceErrors(candle, { size: '61', color: '3', scent: '5', quantity: 5 }).errors).toEqual({ quantity: 'order.moreThanStock' });
    expect(choiceErrors({ ...candle, stock: 0 }, { size: '61', color: '3', scent: '5', quantity: 1 }).errors).toEqual({ quantity: 'product.outOfStock' });
  });

  it('makes the cart line of a complete choice only', () => {
    expect(cartDraftOf(candle, { size: '61', quantity: 1 })).toBeUndefined();
    expect(cartDraftOf(candle, { size: '62', color: '3', scent: '5', quantity: 2 })).toEqual({
      product: { id: '6', stock: 4, rating: 4.5, ratings: 2, details: { title: 'Mutanabbi pages', description: 'Paper and oud', image: '/a.svg', price: null }, collection: { id: '1', title: 'Poets' } },
      size: { id: '62', price: 30000, size: { id: '2', title: '300 g' } },
      color: { id: '3', title: 'Amber', color: '#c80' },
      scent: { id: '5', title: 'Oud', image: '/oud.svg' },
      quantity: 2,
    });
  });

  it("keeps the product's promotion with the line only for the price the server reduced (issue 35 item 5)", () => {
    const promotion = { id: '8', name: 'Eid', was: 18000, price: 15300 };
    const pick = { size: '61', color: '3', scent: '5', quantity: 1 };
    expect(cartDraftOf(candle, pick, promotion)?.promotion).toEqual({ id: '8', name: 'Eid' });
    // Another size's price is not the one the server reduced.
    expect(cartDraftOf(candle, { ...pick, size: '62' }, promotion)?.promotion).toBeUndefined();
    // No promotion, or one a query gave without naming it.
    expect(cartDraftOf(candle, pick, null)?.promotion).toBeUndefined();
    expect(cartDraftOf(candle, pick, { was: 18000 })?.promotion).toBeUndefined();
  });

  it('adds a product without options as it is', () => {
    const card = { ...candle, sizes: [], colors: [], scents: [], details: { title: 'Gift card', price: 25000 } };
    expect(cartDraftOf(card, { quantity: 1 })).toMatchObject({ size: null, color: null, scent: null, quantity: 1, product: { details: { price: 25000 } } });
  });
});
