import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { ALL_MESSAGE_AREAS, cart, connectAccountCarts, createTranslator, loadMessages, textDirection, type CartDraft, type Translate } from '@candleshop/core';
import { I18nProvider } from '../i18n/i18n-context.js';
import { ADDED_MS, AddToCart } from './add-to-cart.js';
import { connectRefusingCarts } from '../../../../tests/support/refusing-carts.js';

const draft: CartDraft = {
  product: { id: '6', stock: 9, details: { title: 'Mutanabbi pages', image: null, price: null } },
  size: { id: '61', size: { id: '1', title: '180 g' }, price: 18000 },
  color: null,
  scent: null,
  quantity: 1,
};

let t: Translate;
beforeAll(async () => {
  t = createTranslator('en', await loadMessages('en', ALL_MESSAGE_AREAS));
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await connectAccountCarts(undefined);
  if (localStorage.getItem('cart')) cart.clear();
});

function renderAdd(options: { stock?: number; line?: CartDraft | undefined; buyNow?: false } = {}) {
  const onQuantity = vi.fn();
  const added: CartDraft[] = [];
  const buyNow = options.buyNow === false ? {} : { buyNowHref: () => '/checkout?product=6&quantity=1', onBuyNow: () => {} };
  const view = render(
    <I18nProvider value={{ lang: 'en', dir: textDirection('en'), t }}>
      <AddToCart title="Mutanabbi pages" stock={options.stock ?? 9} quantity={1} onQuantity={onQuantity} draft={() => ('line' in options ? options.line : draft)} onAdded={(line) => added.push(line)} {...buyNow} />
    </I18nProvider>,
  );
  return { ...view, onQuantity, added };
}

describe('AddToCart', () => {
  it('goes adding, then added for 6 seconds in place of the button, then idle again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { added } = renderAdd();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('button', { name: 'Adding…' }).getAttribute('aria-disabled')).toBe('true');
    expect(await screen.findByText('✓ Added to your cart')).toBeTruthy();
    expect(added).toEqual([draft]);
    expect(screen.queryByRole('button', { name: /Add to cart|Adding/ })).toBeNull();
    expect(JSON.parse(localStorage.getItem('cart')!).items).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ADDED_MS - 100);
    });
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
  });

  it('shows the fail title and addToCartFail when the account refuses, and goes back to idle', async () => {
    await connectRefusingCarts();
    const { added } = renderAdd();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Fail Could not add to your cart');
    expect(screen.getByRole('button', { name: 'Add to cart' }).getAttribute('aria-disabled')).toBeNull();
    expect(added).toEqual([]);
  });

  it('offers Buy now only when given where it leads', () => {
    renderAdd({ buyNow: false });
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
  });

  it('adds nothing while the choice is incomplete', () => {
    renderAdd({ line: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('keeps the quantity within 1 and the stock', () => {
    const { onQuantity } = renderAdd({ stock: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Mutanabbi pages' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Mutanabbi pages' }));
    expect(onQuantity).not.toHaveBeenCalled();
  });

  it('says currently unavailable when nothing is in stock', () => {
    renderAdd({ stock: 0 });
    expect(screen.getByText('Currently unavailable')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
  });
});
