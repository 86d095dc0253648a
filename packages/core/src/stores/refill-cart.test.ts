import { beforeEach, describe, expect, it } from 'vitest';
import { refillDraft } from '../internal/fixtures.js';
import { freshPage, writeFromOtherTab } from '../internal/fresh-page.js';

describe('$refillCart', () => {
  beforeEach(freshPage);

  it('keeps a guest refill cart in localStorage under refill-cart', async () => {
    const { $refillCart, refillCart } = await import('./refill-cart.js');
    await refillCart.add(refillDraft({ quantity: 2 }));
    expect(JSON.parse(localStorage.getItem('refill-cart')!)).toEqual($refillCart.get());
    expect($refillCart.get().items[0]).toMatchObject({ quantity: 2, total: 33000 });
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('has no upper bound on plus', async () => {
    const { $refillCart, refillCart } = await import('./refill-cart.js');
    await refillCart.add(refillDraft({ quantity: 999 }));
    const id = $refillCart.get().items[0]!.id;
    await refillCart.increase(id);
    await refillCart.setQuantity(id, 5000);
    expect($refillCart.get().items[0]!.quantity).toBe(5000);
  });

  it('follows a storage event from another tab', async () => {
    const { $refillCart, refillCart } = await import('./refill-cart.js');
    const unbind = $refillCart.listen(() => {});
    await refillCart.add(refillDraft());
    writeFromOtherTab('refill-cart', null);
    expect($refillCart.get().items).toEqual([]);
    unbind();
  });
});
