import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { $cart, $savedCartRef, cart, keepSavedCartRef } from '@candleshop/core';
import { failThenRetry, network, renderIn, stubNetwork } from '../test-support.js';
import { CartPage } from '../pages/cart-page.js';

vi.mock('../account/session.js', () => import('../test-support.js').then((m) => m.sessionModule()));
vi.mock('../api.js', () => import('../test-support.js').then((m) => m.apiModule()));

stubNetwork();

// Issue 37 item 2: a cart reminder's link, /cart?saved={ref}, brings the saved cart back priced today.

const REF = 'r'.repeat(43);
const line = (quantity: number, price = 21000) => ({
  id: '501',
  quantity,
  total: quantity * price,
  product: { id: '1', stock: 9, rating: 5, ratings: 2, details: { id: '1', title: 'Oud & Amber', description: null, image: null, price: null }, collection: null },
  color: null,
  scent: { id: '4', title: 'Oud', image: null },
  size: { id: '11', price, size: { id: '2', title: '200 g' } },
});
const saved = (items: unknown[]) => () => ({ data: { savedCart: { items, refillItems: [] } } });

beforeEach(() => {
  cart.clear();
  keepSavedCartRef(undefined);
  localStorage.clear();
});

describe('the saved cart page', () => {
  it('adds the saved lines at today’s prices, keeps the reference for the order, and leads to the checkout', async () => {
    network.answers.SavedCart = saved([line(2)]);
    await renderIn(<CartPage search={{ saved: REF }} />);
    expect(await screen.findByText(/Your saved cart is back, at today’s prices\. Its items were added to your cart; an item that was already in it keeps the larger quantity/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the checkout' }).getAttribute('href')).toBe('/checkout');
    expect($cart.get().items.map((item) => [item.product.id, item.quantity, item.total])).toEqual([['1', 2, 42000]]);
    expect($savedCartRef.get()).toBe(REF);
    expect(network.sent.find((call) => call.operation === 'SavedCart')?.variables).toEqual({ ref: REF });
  });

  it('merges without counting a line twice: a line already held keeps the larger quantity', async () => {
    const held = line(3);
    await cart.add({ product: held.product, size: held.size, color: null, scent: held.scent, quantity: 3 });
    network.answers.SavedCart = saved([line(2)]);
    await renderIn(<CartPage search={{ saved: REF }} />);
    await screen.findByRole('link', { name: 'Go to the checkout' });
    expect($cart.get().items.map((item) => item.quantity)).toEqual([3]);
  });

  it('says so clearly when the reference is unknown or already ordered', async () => {
    network.answers.SavedCart = () => ({ data: { savedCart: null } });
    await renderIn(<CartPage search={{ saved: REF }} />);
    expect((await screen.findByRole('alert')).textContent).toBe('This saved cart was not found: it was already ordered, or the link is incomplete.');
    expect(screen.queryByRole('link', { name: 'Go to the checkout' })).toBeNull();
    expect($savedCartRef.get()).toBeUndefined();
    expect($cart.get().items).toEqual([]);
  });

  it('says when nothing in the cart can be bought any more', async () => {
    network.answers.SavedCart = saved([]);
    await renderIn(<CartPage search={{ saved: REF }} />);
    expect((await screen.findByRole('alert')).textContent).toBe('None of the items in this saved cart can be bought any more.');
  });

  it('offers to try again when the shop cannot be reached', async () => {
    await failThenRetry(<CartPage search={{ saved: REF }} />, 'SavedCart', saved([line(1)]), { loading: 'Bringing back your saved cart…' });
    await waitFor(() => expect($cart.get().items).toHaveLength(1));
  });

  it('is the plain cart without the parameter', async () => {
    await renderIn(<CartPage search={{}} />);
    expect(screen.queryByRole('region', { name: 'Your saved cart' })).toBeNull();
    expect(network.sent.filter((call) => call.operation === 'SavedCart')).toEqual([]);
  });
});
