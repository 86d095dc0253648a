import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { $cart, ALL_MESSAGE_AREAS, cart, createTranslator, loadMessages, textDirection, type ChoosableProduct, type Translate } from '@candleshop/core';
import { I18nProvider } from '../i18n/i18n-context.js';
import type { ShownPromotion } from '../product-card/promoted-price.js';
import { ProductPurchase } from './product-purchase.js';

const candle: ChoosableProduct = {
  id: '6',
  stock: 9,
  rating: 4,
  ratings: 1,
  details: { title: 'Mutanabbi pages', description: null, image: null, price: null },
  collection: null,
  sizes: [
    { id: '61', price: 18000, size: { id: '1', title: '180 g' } },
    { id: '62', price: 30000, size: { id: '2', title: '300 g' } },
  ],
  colors: [],
  scents: [],
};

let t: Translate;
beforeAll(async () => {
  t = createTranslator('en', await loadMessages('en', ALL_MESSAGE_AREAS));
});
afterEach(() => {
  cleanup();
  if (localStorage.getItem('cart')) cart.clear();
});

function renderPurchase(promotion?: ShownPromotion | null) {
  render(
    <I18nProvider value={{ lang: 'en', dir: textDirection('en'), t }}>
      <ProductPurchase product={candle} promotion={promotion} />
    </I18nProvider>,
  );
}

async function add() {
  fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
  await screen.findByText('✓ Added to your cart');
}

// Issue 35 item 5: the line keeps the promotion, so the cart drawer's + names it later.
describe('ProductPurchase under a promotion', () => {
  it('puts the promotion on the line of the price it reduces, and not on another size', async () => {
    renderPurchase({ id: '4', name: 'Eid sale', was: 18000, price: 15300 });
    await add();
    expect($cart.get().items).toEqual([expect.objectContaining({ size: expect.objectContaining({ id: '61' }), promotion: { id: '4', name: 'Eid sale' } })]);
    cleanup();
    renderPurchase({ id: '4', name: 'Eid sale', was: 18000, price: 15300 });
    fireEvent.click(screen.getByRole('radio', { name: /300 g/ }));
    await add();
    expect($cart.get().items.find((line) => line.size?.id === '62')!.promotion).toBeUndefined();
    // Stored in localStorage with it, for the drawer on another page.
    expect(JSON.parse(localStorage.getItem('cart')!).items[0].promotion).toEqual({ id: '4', name: 'Eid sale' });
  });

  it('adds a line without a promotion when the product has none', async () => {
    renderPurchase(null);
    await add();
    expect($cart.get().items[0]!.promotion).toBeUndefined();
  });
});
