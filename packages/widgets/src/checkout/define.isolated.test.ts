import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { itToleratesASecondDefine, mountElement, onTestShop } from '../../../../tests/support/element-suite.js';
import { heardAnalytics } from '../internal/heard-analytics.js';
import { grantAnalyticsConsent, revokeAnalyticsConsent } from '../sdk/analytics-consent.js';
import { define } from './define.js';

onTestShop(define);

// With nothing to order the checkout shows its empty state (issue 24 item 7): the form's tests name a product.
const mount = (attributes: Record<string, string>) => mountElement('candle-checkout', attributes, (shadow) => shadow.querySelector('[part="summary"]') !== null);

describe('<candle-checkout>', () => {
  it('renders into an open shadow root with an adopted stylesheet and nothing in the page', async () => {
    const { element, shadow } = await mount({ product: '1' });
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    expect(shadow.querySelector('style')).toBeNull();
    expect(shadow.querySelector('[style]')).toBeNull();
    expect(element.children).toHaveLength(0);
    expect(document.querySelector('form')).toBeNull();
    expect(shadow.querySelector('h2')!.textContent).toBe('Checkout');
    element.remove();
  });

  it('orders the buy-now product its attributes name, and follows their changes', async () => {
    const { element, shadow } = await mount({ product: '1', quantity: '2' });
    await waitFor(() => expect(shadow.querySelector('[part="line"]')!.textContent).toContain('Quantity: 2'));
    element.setAttribute('quantity', '3');
    await waitFor(() => expect(shadow.querySelector('[part="line"]')!.textContent).toContain('Quantity: 3'));
    element.remove();
  });

  it('offers FastPay when its attribute is set', async () => {
    const { element, shadow } = await mount({ product: '1', fastpay: '' });
    const methods = [...shadow.querySelectorAll('[part="method"] input')].map((input) => (input as HTMLInputElement).value);
    expect(methods).toEqual(['cash', 'nasspay', 'zaincash', 'fib', 'fastpay']);
    element.remove();
  });

  it('works in Arabic, right to left', async () => {
    const { element, shadow } = await mount({ product: '1', lang: 'ar' });
    expect(shadow.querySelector('[part="base"]')!.getAttribute('dir')).toBe('rtl');
    expect(shadow.querySelector('h2')!.textContent).toBe('إتمام الطلب');
    element.remove();
  });

  it('says the human check is the local stand-in because this server says it runs that one', async () => {
    // The test API has no reCAPTCHA settings: its humanCheck query answers provider local.
    const { element, shadow } = await mount({ product: '1' });
    await waitFor(() => expect(shadow.textContent).toContain('Local test mode: the human check is not verified.'));
    element.remove();
  });

  it('reports begin_checkout from the element only once the page granted analytics consent', async () => {
    const { heard, names, stop } = heardAnalytics();
    try {
      const before = await mount({ product: '1', quantity: '2' });
      await waitFor(() => expect(before.shadow.querySelector('[part="line"]')).not.toBeNull());
      before.element.remove();
      expect(heard).toEqual([]);
      grantAnalyticsConsent();
      const { element, shadow } = await mount({ product: '1', quantity: '2' });
      await waitFor(() => expect(names()).toEqual(['begin_checkout']));
      expect(heard[0]!.ecommerce).toMatchObject({ currency: 'IQD', items: [{ item_id: '1', item_category: 'candle', quantity: 2 }] });
      const [item] = heard[0]!.ecommerce!.items;
      expect(heard[0]!.ecommerce!.value).toBe(item!.price * 2);
      expect(shadow.querySelector('[part="line"]')!.textContent).toContain(item!.item_name);
      element.remove();
    } finally {
      stop();
      revokeAnalyticsConsent();
    }
  });

  itToleratesASecondDefine(define);
});
