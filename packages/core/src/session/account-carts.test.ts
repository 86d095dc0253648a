import { beforeEach, describe, expect, it } from 'vitest';
import { itemTotal, refillTotal } from '../cart/totals.js';
import type { CartItem, RefillCartItem } from '../cart/types.js';
import { candleDraft, createMemoryBackend, refillDraft } from '../internal/fixtures.js';
import { freshPage } from '../internal/fresh-page.js';

async function load() {
  const session = await import('./account-carts.js');
  const { $cart, cart } = await import('../stores/cart.js');
  const { $refillCart, refillCart } = await import('../stores/refill-cart.js');
  const { rememberPage } = await import('../stores/remembered-page.js');
  return { ...session, $cart, cart, $refillCart, refillCart, rememberPage };
}

const rose = { id: '9', title: 'Rose' };

describe('saveLocalCarts', () => {
  beforeEach(freshPage);

  it('sends each local line to the account once and removes the local copies', async () => {
    const { saveLocalCarts, $cart, cart, $refillCart, refillCart } = await load();
    await cart.add(candleDraft({ quantity: 2 }));
    await cart.add(candleDraft({ scent: rose }));
    await refillCart.add(refillDraft({ quantity: 3 }));
    const account = { cart: createMemoryBackend<CartItem>(itemTotal), refillCart: createMemoryBackend<RefillCartItem>(refillTotal) };

    expect(await saveLocalCarts(account)).toEqual([]);

    expect(account.cart.items.map(({ scent, quantity }) => [scent?.title, quantity])).toEqual([
      ['Oud', 2],
      ['Rose', 1],
    ]);
    expect(account.refillCart.items).toEqual([{ ...refillDraft({ quantity: 3 }), id: 'srv-1', total: 49500 }]);
    expect(localStorage.getItem('cart')).toBeNull();
    expect(localStorage.getItem('refill-cart')).toBeNull();
    // The shopper now sees the account's carts.
    expect($cart.get().items.map((item) => item.id)).toEqual(['srv-1', 'srv-2']);
    expect($refillCart.get().items.map((item) => item.id)).toEqual(['srv-1']);
  });

  it('keeps only the lines the account refused, so a retry sends nothing twice', async () => {
    const { saveLocalCarts } = await load();
    const { cart, cartControl } = await import('../stores/cart.js');
    await cart.add(candleDraft());
    await cart.add(candleDraft({ scent: rose }));
    const refusing = createMemoryBackend<CartItem>(itemTotal, (draft) => draft.scent?.id === '9');
    const account = { cart: refusing, refillCart: createMemoryBackend<RefillCartItem>(refillTotal) };

    const failures = await saveLocalCarts(account);

    expect(failures).toEqual([{ key: 'stock' }]);
    expect(refusing.items.map((item) => item.scent?.id)).toEqual(['4']);
    expect(JSON.parse(localStorage.getItem('cart')!).items.map((item: CartItem) => item.scent?.id)).toEqual(['9']);
    await cartControl.connect(undefined);
    const accepting = createMemoryBackend<CartItem>(itemTotal);
    await saveLocalCarts({ cart: accepting, refillCart: account.refillCart });
    expect(accepting.items.map((item) => item.scent?.id)).toEqual(['9']);
  });
});

describe('finishSignIn', () => {
  beforeEach(freshPage);

  it('saves the local carts, then goes to the remembered page and forgets it', async () => {
    const { finishSignIn, cart, rememberPage } = await load();
    await cart.add(candleDraft());
    rememberPage('/account/myreviews');
    const account = { cart: createMemoryBackend<CartItem>(itemTotal), refillCart: createMemoryBackend<RefillCartItem>(refillTotal) };
    expect(await finishSignIn(account)).toBe('/account/myreviews');
    expect(account.cart.items).toHaveLength(1);
    expect(await finishSignIn(account)).toBe('/');
    expect(account.cart.items).toHaveLength(1);
  });
});

describe('clearCarts', () => {
  beforeEach(freshPage);

  it('empties both carts and their stored copies after a checkout', async () => {
    const { clearCarts, $cart, cart, $refillCart, refillCart } = await load();
    await cart.add(candleDraft());
    await refillCart.add(refillDraft());
    clearCarts();
    expect([$cart.get().items, $refillCart.get().items]).toEqual([[], []]);
    expect([localStorage.getItem('cart'), localStorage.getItem('refill-cart')]).toEqual([null, null]);
  });
});
