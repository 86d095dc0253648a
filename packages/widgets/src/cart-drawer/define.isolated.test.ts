import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { cart } from '@candleshop/core';
import { heardAnalytics } from '../internal/heard-analytics.js';
import { grantAnalyticsConsent, revokeAnalyticsConsent } from '../sdk/analytics-consent.js';
import { itToleratesASecondDefine, mountElement, TEST_SHOP } from '../../../../tests/support/element-suite.js';
import { define } from './define.js';

beforeAll(() => define(TEST_SHOP));
afterAll(() => {
  if (localStorage.getItem('cart')) cart.clear();
});

const mount = (attributes: Record<string, string> = {}) => mountElement('candle-cart-drawer', attributes, (shadow) => shadow.querySelector('[part="button"]') !== null);

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

  it('reports view_cart, add_to_cart, remove_from_cart and begin_checkout only once the page granted consent', async () => {
    cart.clear();
    await cart.add(draft);
    const step = (shadow: ShadowRoot, direction: 'Increase' | 'Decrease') => (shadow.querySelector(`[part="quantity-button"][aria-label^="${direction}"]`) as HTMLButtonElement).click();
    const open = async (shadow: ShadowRoot) => {
      (shadow.querySelector('[part="button"]') as HTMLButtonElement).click();
      await waitFor(() => expect(shadow.querySelector('[part="checkout"]')).toBeTruthy());
    };
    const { heard, names, stop } = heardAnalytics();
    try {
      const before = await mount();
      await open(before.shadow);
      let changed = false;
      before.element.addEventListener('candle-cart-change', () => (changed = true), { once: true });
      step(before.shadow, 'Increase');
      await waitFor(() => expect(changed).toBe(true));
      before.element.remove();
      expect(heard).toEqual([]);

      grantAnalyticsConsent();
      const { element, shadow } = await mount();
      await open(shadow);
      const candle = { item_id: '7', item_name: 'Oud & Amber', item_category: 'candle', item_variant: '', price: 12000 };
      expect(heard).toEqual([{ event: 'view_cart', ecommerce: { currency: 'IQD', value: 24000, items: [{ ...candle, quantity: 2 }] } }]);
      step(shadow, 'Increase');
      await waitFor(() => expect(names()).toEqual(['view_cart', 'add_to_cart']));
      expect(heard[1]).toEqual({ event: 'add_to_cart', ecommerce: { currency: 'IQD', value: 12000, items: [{ ...candle, quantity: 1 }] } });
      step(shadow, 'Decrease');
      await waitFor(() => expect(names()).toEqual(['view_cart', 'add_to_cart', 'remove_from_cart']));
      expect(heard[2]!.ecommerce!.items).toEqual([{ ...candle, quantity: 1 }]);
      // The checkout link, kept from navigating here; the drawer reports it before any hand-off.
      shadow.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true });
      (shadow.querySelector('[part="checkout"]') as HTMLAnchorElement).click();
      expect(names()).toEqual(['view_cart', 'add_to_cart', 'remove_from_cart', 'begin_checkout']);
      expect(heard[3]!.ecommerce).toEqual({ currency: 'IQD', value: 24000, items: [{ ...candle, quantity: 2 }] });
      element.remove();
    } finally {
      stop();
      revokeAnalyticsConsent();
    }
  });

  it("names on the + button's add_to_cart the promotion a line was added under, and none for a line without one (issue 35 item 5)", async () => {
    cart.clear();
    // The grid's quick add keeps the card's promotion on the line; a line from before issue 35 has none.
    await cart.add({ ...draft, promotion: { id: '4', name: 'Eid sale' } });
    await cart.add({ ...draft, product: { ...draft.product, id: '9', details: { ...draft.product.details, title: 'Rose water' } } });
    grantAnalyticsConsent();
    const { heard, names, stop } = heardAnalytics();
    try {
      const { element, shadow } = await mount();
      (shadow.querySelector('[part="button"]') as HTMLButtonElement).click();
      await waitFor(() => expect(shadow.querySelector('[part="checkout"]')).toBeTruthy());
      const increase = (title: string) => (shadow.querySelector(`[part="quantity-button"][aria-label="Increase quantity of ${title}"]`) as HTMLButtonElement).click();
      const item = { item_category: 'candle', item_variant: '', price: 12000, quantity: 1 };
      increase('Oud & Amber');
      await waitFor(() => expect(names()).toEqual(['view_cart', 'add_to_cart']));
      expect(heard[1]!.ecommerce!.items).toEqual([{ ...item, item_id: '7', item_name: 'Oud & Amber', promotion_id: '4', promotion_name: 'Eid sale' }]);
      increase('Rose water');
      await waitFor(() => expect(names()).toEqual(['view_cart', 'add_to_cart', 'add_to_cart']));
      expect(heard[2]!.ecommerce!.items).toEqual([{ ...item, item_id: '9', item_name: 'Rose water' }]);
      element.remove();
    } finally {
      stop();
      revokeAnalyticsConsent();
    }
  });

  itToleratesASecondDefine(define);
});
