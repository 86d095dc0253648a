import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshPage } from '../internal/fresh-page.js';
import type { CartItem, RefillCartItem } from '../cart/types.js';
import type { RefillMaterials } from './refill-builder.js';

/** Two jars (the small one only 150 g), a colour not sold as a refill, two scents, two wicks. */
const MATERIALS: RefillMaterials = {
  containers: [
    { id: '1', title: 'Amber jar', image: '/j1.svg', sizes: [{ id: '10', title: '150 g', value: 150 }] },
    {
      id: '2',
      title: 'Stone jar',
      image: '/j2.svg',
      sizes: [
        { id: '10', title: '150 g', value: 150 },
        { id: '20', title: '250 g', value: 250 },
      ],
    },
  ],
  colors: [
    { id: '3', title: 'Ivory', color: '#f3ead8', refill: 3000 },
    { id: '4', title: 'Blue', color: '#3f6e8c', refill: 4000 },
    { id: '9', title: 'Gold leaf', color: '#d4af37', refill: 0 },
  ],
  scents: [
    { id: '5', title: 'Oud', image: '/oud.svg' },
    { id: '6', title: 'Rose', image: '/rose.svg' },
  ],
  wicks: [
    { id: '7', title: 'Cotton', image: '/w1.svg', price: 1000 },
    { id: '8', title: 'Wood', image: '/w2.svg', price: 2500 },
  ],
};

const READY = { container: '2', size: '20', color: '4', scent: '5', wick: '8' } as const;

async function load(options: Parameters<typeof import('./refill-builder.js').createRefillBuilder>[0] = {}) {
  const { createRefillBuilder } = await import('./refill-builder.js');
  const { $refillCart } = await import('../stores/refill-cart.js');
  const builder = createRefillBuilder(options);
  return { builder, $refillCart };
}

describe('createRefillBuilder', () => {
  beforeEach(freshPage);
  afterEach(() => vi.useRealTimers());

  it('offers only the sizes the chosen container comes in', async () => {
    const { builder } = await load();
    builder.setMaterials(MATERIALS);
    expect(builder.$sizes.get()).toEqual([]);
    builder.choose('container', '1');
    expect(builder.$sizes.get().map((size) => size.id)).toEqual(['10']);
    builder.choose('size', '20');
    expect(builder.$choices.get().size).toBeUndefined();
  });

  it('drops a size when the new container does not come in it', async () => {
    const { builder } = await load({ preset: { container: '2', size: '20' } });
    builder.setMaterials(MATERIALS);
    expect(builder.$choices.get()).toMatchObject({ container: '2', size: '20' });
    builder.choose('container', '1');
    expect(builder.$choices.get().size).toBeUndefined();
    builder.choose('size', '10');
    builder.choose('container', '2');
    expect(builder.$choices.get().size).toBe('10');
  });

  it('offers only refill colours', async () => {
    const { builder } = await load({ preset: { color: '9' } });
    builder.setMaterials(MATERIALS);
    expect(builder.$colors.get().map((color) => color.id)).toEqual(['3', '4']);
    expect(builder.$choices.get().color).toBeUndefined();
  });

  it('keeps presets the materials offer and drops unknown ones', async () => {
    const { builder } = await load({ preset: { ...READY, scent: '404', quantity: 3 } });
    builder.setMaterials(MATERIALS);
    expect(builder.$choices.get()).toEqual({ ...READY, scent: undefined, quantity: 3 });
  });

  it('prices the refill with SPEC §5 once every step is chosen', async () => {
    const { builder } = await load({ preset: { ...READY, wick: undefined } });
    builder.setMaterials(MATERIALS);
    expect(builder.$price.get()).toBeUndefined();
    builder.choose('wick', '8');
    // 250 / 100 × 4,000 + 2,500 = 12,500 a piece.
    expect(builder.$price.get()).toBe(12500);
    builder.setQuantity(4);
    expect(builder.$price.get()).toBe(50000);
  });

  it('takes any whole quantity from 1 up, without an upper bound', async () => {
    const { builder } = await load({ preset: { quantity: 0 } });
    expect(builder.$choices.get().quantity).toBe(1);
    builder.setQuantity(250);
    expect(builder.$choices.get().quantity).toBe(250);
    builder.setQuantity(2.5);
    expect(builder.$choices.get().quantity).toBe(1);
    builder.setQuantity(-3);
    expect(builder.$choices.get().quantity).toBe(1);
  });

  it("adds a guest's refill to the local refill cart, shows added for 6 s, then idle", async () => {
    vi.useFakeTimers();
    const { builder, $refillCart } = await load({ preset: { ...READY, quantity: 2 } });
    builder.setMaterials(MATERIALS);
    const outcome = await builder.addToRefillCart();
    expect(outcome.data).toMatchObject({ container: { id: '2', title: 'Stone jar' }, size: { value: 250 }, quantity: 2 });
    expect($refillCart.get().items).toEqual([expect.objectContaining({ quantity: 2, total: 25000, wick: expect.objectContaining({ id: '8' }) })]);
    expect(JSON.parse(localStorage.getItem('refill-cart')!).items).toHaveLength(1);
    expect(builder.$add.get()).toEqual({ step: 'added' });
    vi.advanceTimersByTime(5999);
    expect(builder.$add.get()).toEqual({ step: 'added' });
    vi.advanceTimersByTime(1);
    expect(builder.$add.get()).toEqual({ step: 'idle' });
  });

  it("adds a signed-in customer's refill to the account's refill cart, not to localStorage", async () => {
    const { builder, $refillCart } = await load({ preset: READY });
    const { connectAccountCarts } = await import('../session/account-carts.js');
    const { createMemoryBackend } = await import('../internal/fixtures.js');
    const { refillTotal } = await import('../cart/totals.js');
    const account = createMemoryBackend<RefillCartItem>(refillTotal);
    await connectAccountCarts({ cart: createMemoryBackend<CartItem>(() => 0), refillCart: account });
    builder.setMaterials(MATERIALS);
    expect((await builder.addToRefillCart()).data).toBeDefined();
    expect(account.items).toEqual([expect.objectContaining({ total: 12500, scent: expect.objectContaining({ id: '5' }) })]);
    expect($refillCart.get().items).toEqual(account.items);
    expect(localStorage.getItem('refill-cart')).toBeNull();
    await connectAccountCarts(undefined);
  });

  it('names the first missing step and adds nothing', async () => {
    const { builder, $refillCart } = await load({ preset: { container: '2', size: '20' } });
    builder.setMaterials(MATERIALS);
    const outcome = await builder.addToRefillCart();
    expect(outcome.error).toEqual({ key: 'refillBuilder.pick.color' });
    expect(builder.$add.get()).toEqual({ step: 'failed', message: 'refillBuilder.pick.color' });
    expect($refillCart.get().items).toEqual([]);
    builder.choose('color', '3');
    expect(builder.$add.get()).toEqual({ step: 'idle' });
  });

  it("shows SPEC §8's add-to-cart failure when the account refuses", async () => {
    const { builder } = await load({ preset: READY, add: async () => ({ error: { key: 'bad.request' } }) });
    builder.setMaterials(MATERIALS);
    const outcome = await builder.addToRefillCart();
    expect(outcome.error).toEqual({ key: 'bad.request' });
    expect(builder.$add.get()).toEqual({ step: 'failed', title: 'feedback.fail', message: 'cart.addToCartFail' });
  });

  it('is busy while adding: a second press adds nothing', async () => {
    let finish!: () => void;
    const sent: unknown[] = [];
    const add = (draft: unknown) => {
      sent.push(draft);
      return new Promise<{ error?: undefined }>((resolve) => (finish = () => resolve({})));
    };
    const { builder } = await load({ preset: READY, add });
    builder.setMaterials(MATERIALS);
    const first = builder.addToRefillCart();
    expect(builder.$add.get()).toEqual({ step: 'adding' });
    expect((await builder.addToRefillCart()).error).toEqual({ key: 'refillBuilder.busy' });
    finish();
    expect((await first).data).toBeDefined();
    expect(sent).toHaveLength(1);
    builder.destroy();
  });
});
