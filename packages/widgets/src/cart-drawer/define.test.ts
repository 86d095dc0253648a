import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { cart } from '@candleshop/core';
import { define } from './define.js';

beforeAll(() => define({ endpoint: 'http://shop.test/graphql', storefront: 'http://shop.test' }));
afterAll(() => {
  if (localStorage.getItem('cart')) cart.clear();
});

async function mount(attributes: Record<string, string> = {}) {
  const element = document.createElement('candle-cart-drawer');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await waitFor(() => expect(element.shadowRoot?.querySelector('[part="button"]')).toBeTruthy());
  return { element, shadow: element.shadowRoot! };
}

const draft = {
  product: { id: '7', stock: 5, details: { title: 'Oud & Amber', image: null, price: 12000 } },
  size: null,
  color: null,
  scent: null,
  quantity: 1,
};

describe('<candle-cart-drawer>', () => {
  it('renders into an open shadow root with an adopted stylesheet', async () => {
    const { element, shadow } = await mount();
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    expect(element.querySelector('button')).toBeNull();
    expect(shadow.querySelector('[part="button"]')!.getAttribute('aria-label')).toBe('Cart, 0 items');
    element.remove();
  });

  it('follows its lang attribute', async () => {
    const { element, shadow } = await mount({ lang: 'en' });
    element.setAttribute('lang', 'ar');
    await waitFor(() => expect(shadow.querySelector('[part="base"]')!.getAttribute('dir')).toBe('rtl'));
    expect(shadow.querySelector('[part="badge"]')!.textContent).toBe('٠');
    element.remove();
  });

  it('links to its own storefront and announces a change the shopper made', async () => {
    await cart.add(draft);
    const { element, shadow } = await mount({ storefront: 'https://candles.example/' });
    const changes: unknown[] = [];
    document.addEventListener('candle-cart-change', (event) => changes.push(event.detail));
    (shadow.querySelector('[part="button"]') as HTMLButtonElement).click();
    await waitFor(() => expect(shadow.querySelector('[part="checkout"]')).toBeTruthy());
    expect(shadow.querySelector('[part="checkout"]')!.getAttribute('href')).toBe('https://candles.example/checkout');
    (shadow.querySelector('[part="quantity-button"][aria-label^="Increase"]') as HTMLButtonElement).click();
    await waitFor(() => expect(changes).toEqual([{ kind: 'item', id: 'p:7:::', action: 'quantity', count: 1 }]));
    element.remove();
  });

  it('ignores a storefront that is not an http(s) URL', async () => {
    const { element, shadow } = await mount({ storefront: 'javascript:alert(1)' });
    (shadow.querySelector('[part="button"]') as HTMLButtonElement).click();
    await waitFor(() => expect(shadow.querySelector('[part="checkout"]')).toBeTruthy());
    expect(shadow.querySelector('[part="checkout"]')!.getAttribute('href')).toBe('http://shop.test/checkout');
    element.remove();
  });

  it('tolerates being defined twice', () => {
    expect(() => define({ endpoint: 'http://other.test/graphql', storefront: 'http://other.test' })).not.toThrow();
  });
});
