import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

describe('@candleshop/widgets', () => {
  it('does nothing on import: no element defined, no observer, no request', async () => {
    const define = vi.spyOn(customElements, 'define');
    const observe = vi.spyOn(MutationObserver.prototype, 'observe');
    const fetch = vi.spyOn(globalThis, 'fetch');
    const sdk = await import('./index.js');
    expect(typeof sdk.defineCandleElements).toBe('function');
    expect(define).not.toHaveBeenCalled();
    expect(observe).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    for (const tag of ['candle-product-grid', 'candle-cart-drawer', 'candle-checkout']) expect(customElements.get(tag)).toBeUndefined();
  });

  // Imports the widgets' real code (core, ui, Preact): slow on a busy machine.
  it('defines the real elements when called, and resolves when they are defined', { timeout: 30_000 }, async () => {
    const { defineCandleElements } = await import('./index.js');
    document.body.innerHTML = '<candle-product-grid hidden></candle-product-grid><candle-cart-drawer hidden></candle-cart-drawer>';
    await defineCandleElements({ endpoint: 'https://shop.example/graphql' });
    expect(customElements.get('candle-product-grid')).toBeDefined();
    expect(customElements.get('candle-cart-drawer')).toBeDefined();
    expect(customElements.get('candle-checkout')).toBeUndefined();
    document.body.replaceChildren();
  });
});
