import { beforeEach, describe, expect, it } from 'vitest';
import { itemTotal } from '../cart/totals.js';
import type { CartItem } from '../cart/types.js';
import { candleDraft, createMemoryBackend } from '../internal/fixtures.js';
import { freshPage, writeFromOtherTab } from '../internal/fresh-page.js';

const load = () => import('./cart.js');
const stored = () => JSON.parse(localStorage.getItem('cart') ?? 'null');

describe('$cart', () => {
  beforeEach(freshPage);

  it('keeps a guest cart in localStorage under cart as { items }', async () => {
    const { $cart, cart } = await load();
    await cart.add(candleDraft({ quantity: 2 }));
    expect($cart.get().items).toHaveLength(1);
    expect(stored()).toEqual({ items: [expect.objectContaining({ quantity: 2, total: 36000 })] });
  });

  it('restores the stored cart on a new page', async () => {
    const first = await load();
    await first.cart.add(candleDraft());
    freshPage.call(null);
    localStorage.setItem('cart', JSON.stringify(first.$cart.get()));
    const second = await load();
    expect(second.$cart.get().items[0]).toMatchObject({ product: { id: '7' }, quantity: 1 });
  });

  it('merges identical choices and stops plus at the stock', async () => {
    const { $cart, cart } = await load();
    await cart.add(candleDraft({ quantity: 4 }));
    const id = $cart.get().items[0]!.id;
    await cart.increase(id);
    await cart.increase(id);
    expect($cart.get().items[0]!.quantity).toBe(5);
    await cart.add(candleDraft());
    expect($cart.get().items).toHaveLength(1);
  });

  it('removes a line when minus is pressed at 1', async () => {
    const { $cart, cart } = await load();
    await cart.add(candleDraft({ quantity: 2 }));
    const id = $cart.get().items[0]!.id;
    await cart.decrease(id);
    expect($cart.get().items[0]!.quantity).toBe(1);
    await cart.decrease(id);
    expect($cart.get().items).toEqual([]);
    // An empty cart leaves no stored copy.
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('sets a quantity within 1 and the stock', async () => {
    const { $cart, cart } = await load();
    await cart.add(candleDraft());
    const id = $cart.get().items[0]!.id;
    await cart.setQuantity(id, 12);
    expect($cart.get().items[0]).toMatchObject({ quantity: 5, total: 90000 });
    await cart.setQuantity(id, 0);
    expect($cart.get().items).toEqual([]);
  });

  it('follows a storage event from another tab', async () => {
    const { $cart } = await load();
    const seen: number[] = [];
    const unbind = $cart.listen((value) => seen.push(value.items.length));
    const line = { ...candleDraft({ quantity: 3 }), id: 'p:7:71:3:4', total: 54000 };
    writeFromOtherTab('cart', JSON.stringify({ items: [line] }));
    expect($cart.get().items).toEqual([line]);
    writeFromOtherTab('cart', null);
    expect($cart.get().items).toEqual([]);
    expect(seen).toEqual([1, 0]);
    unbind();
  });

  it('ignores a stored cart that is not JSON', async () => {
    localStorage.setItem('cart', '{broken');
    const { $cart } = await load();
    expect($cart.get().items).toEqual([]);
  });

  it('is one cart for separately loaded copies of core', async () => {
    const copyA = await import('./cart.js?copy=a' as string);
    const copyB = await import('./cart.js?copy=b' as string);
    expect(copyB).not.toBe(copyA);
    await copyA.cart.add(candleDraft());
    expect(copyB.$cart.get().items).toHaveLength(1);
    expect(copyB.$cart).toBe(copyA.$cart);
  });

  it('shows and edits the account cart once connected, and the local one after', async () => {
    const { $cart, cart, cartControl } = await load();
    await cart.add(candleDraft());
    const account = createMemoryBackend<CartItem>(itemTotal);
    await cartControl.connect(account);
    expect($cart.get().items).toEqual([]);
    await cart.add(candleDraft({ quantity: 2 }));
    expect(account.items).toEqual([expect.objectContaining({ id: 'srv-1', quantity: 2 })]);
    await cart.increase('srv-1');
    expect(account.items[0]!.quantity).toBe(3);
    expect($cart.get().items).toEqual(account.items);
    await cartControl.connect(undefined);
    expect($cart.get().items).toEqual([expect.objectContaining({ quantity: 1 })]);
  });

  it('answers a failing backend with its error', async () => {
    const { cart, cartControl } = await load();
    await cartControl.connect(createMemoryBackend<CartItem>(itemTotal, () => true));
    const outcome = await cart.add(candleDraft());
    expect(outcome.error).toEqual({ key: 'stock' });
  });

  it('clears the cart shown and its stored copy', async () => {
    const { $cart, cart } = await load();
    await cart.add(candleDraft());
    cart.clear();
    expect($cart.get().items).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });
});
