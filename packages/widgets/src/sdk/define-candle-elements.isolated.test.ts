import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetImports } from './autoload.js';
import { fakeWidget } from './fake-widget.js';
import { createDefineCandleElements } from './define-candle-elements.js';

const OPTIONS = { endpoint: 'https://shop.example/graphql', lang: 'ar' } as const;

afterEach(() => document.body.replaceChildren());

describe('defineCandleElements', () => {
  it('defines the elements on the page with the checked settings, then resolves', async () => {
    const widget = fakeWidget();
    document.body.append(document.createElement(widget.tag));
    await createDefineCandleElements({ [widget.tag]: async () => widget.module })(OPTIONS);
    expect(customElements.get(widget.tag)).toBeDefined();
    expect(widget.define).toHaveBeenCalledWith({ endpoint: 'https://shop.example/graphql', storefront: 'https://shop.example', lang: 'ar' });
  });

  it('returns the same promise on a second call', () => {
    const define = createDefineCandleElements({});
    const first = define(OPTIONS);
    expect(define(OPTIONS)).toBe(first);
  });

  it('is lazy per tag: an element added later is defined when it appears', async () => {
    const grid = fakeWidget();
    const drawer = fakeWidget();
    const loadDrawer = vi.fn(async () => drawer.module);
    await createDefineCandleElements({ [grid.tag]: async () => grid.module, [drawer.tag]: loadDrawer })(OPTIONS);
    document.body.append(document.createElement(grid.tag));
    await customElements.whenDefined(grid.tag);
    expect(loadDrawer).not.toHaveBeenCalled();
  });

  it('rejects a failed load and tries again on the next call', async () => {
    const widget = fakeWidget();
    const load = vi.fn<WidgetImports[string]>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(widget.module);
    document.body.append(document.createElement(widget.tag));
    const define = createDefineCandleElements({ [widget.tag]: load });
    const failed = define(OPTIONS);
    await expect(failed).rejects.toThrow(`candleshop: could not load <${widget.tag}>`);
    const retried = define(OPTIONS);
    expect(retried).not.toBe(failed);
    await retried;
    expect(customElements.get(widget.tag)).toBeDefined();
    expect(define(OPTIONS)).toBe(retried);
  });

  it('rejects bad options with what it expected, and a corrected call still works', async () => {
    const widget = fakeWidget();
    document.body.append(document.createElement(widget.tag));
    const define = createDefineCandleElements({ [widget.tag]: async () => widget.module });
    await expect(define({ endpoint: 'shop.example' })).rejects.toThrow('candleshop: options.endpoint: expected an absolute http(s) URL');
    expect(widget.define).not.toHaveBeenCalled();
    await define(OPTIONS);
    expect(customElements.get(widget.tag)).toBeDefined();
  });
});
