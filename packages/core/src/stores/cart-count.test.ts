import { beforeEach, describe, expect, it } from 'vitest';
import { candleDraft, refillDraft } from '../internal/fixtures.js';
import { freshPage } from '../internal/fresh-page.js';

describe('$cartCount', () => {
  beforeEach(freshPage);

  it('counts cart lines plus refill lines, not units', async () => {
    const { $cartCount } = await import('./cart-count.js');
    const { cart } = await import('./cart.js');
    const { refillCart } = await import('./refill-cart.js');
    expect($cartCount.get()).toBe(0);
    await cart.add(candleDraft({ quantity: 3 }));
    await cart.add(candleDraft({ scent: { id: '9', title: 'Rose' } }));
    await refillCart.add(refillDraft({ quantity: 4 }));
    expect($cartCount.get()).toBe(3);
  });
});
