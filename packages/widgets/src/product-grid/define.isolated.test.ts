import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/preact';
import { itToleratesASecondDefine, mountElement, onTestShop } from '../../../../tests/support/element-suite.js';
import { grantAnalyticsConsent, revokeAnalyticsConsent } from '../sdk/analytics-consent.js';
import { heardAnalytics } from '../internal/heard-analytics.js';
import { define } from './define.js';

onTestShop(define);

const mount = (attributes: Record<string, string>) => mountElement('candle-product-grid', attributes, (shadow) => shadow.querySelectorAll('article.card').length > 0);

describe('<candle-product-grid>', () => {
  it('renders into an open shadow root with an adopted stylesheet', async () => {
    const { element, shadow } = await mount({ section: 'candles' });
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    expect(element.querySelector('article')).toBeNull();
    expect(shadow.querySelector('[part~="tab"][aria-pressed="true"]')!.textContent).toBe('Candles');
    element.remove();
  });

  it('reflects a page change in its attributes and announces it', async () => {
    const { element, shadow } = await mount({ section: 'candles' });
    const changes: string[] = [];
    document.addEventListener('candle-filter-change', (event) => changes.push(event.detail.query));
    (shadow.querySelector('button[aria-label="Page 2"]') as HTMLButtonElement).click();
    expect(element.getAttribute('page')).toBe('2');
    expect(changes).toEqual(['section=candles&page=2']);
    element.remove();
  });

  it('follows attribute changes made by the host page', async () => {
    const { element, shadow } = await mount({ section: 'candles' });
    element.setAttribute('section', 'giftcards');
    await waitFor(() => expect(shadow.querySelector('[part~="tab"][aria-pressed="true"]')!.textContent).toBe('Gift cards'));
    element.remove();
  });

  it('lets the host cancel the product link', async () => {
    const { element, shadow } = await mount({});
    element.addEventListener('candle-product-select', (event) => event.preventDefault(), { once: true });
    const link = shadow.querySelector<HTMLAnchorElement>('.card-link')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    element.remove();
  });

  it('works in Arabic, right to left', async () => {
    const { element, shadow } = await mount({ lang: 'ar' });
    expect(shadow.querySelector('[part="base"]')!.getAttribute('dir')).toBe('rtl');
    expect(shadow.querySelector('.card-price')!.textContent).toMatch(/د\.ع$/);
    element.remove();
  });

  it('reports view_item_list and select_item only once the page granted analytics consent', async () => {
    const before = heardAnalytics();
    const { element: shown } = await mount({ section: 'candles' });
    shown.remove();
    before.stop();
    expect(before.heard).toEqual([]);

    grantAnalyticsConsent();
    const { heard, names, stop } = heardAnalytics();
    try {
      const { element, shadow } = await mount({ section: 'candles' });
      await waitFor(() => expect(names()).toEqual(['view_item_list']));
      const list = heard[0]!.ecommerce!;
      expect(list).toMatchObject({ currency: 'IQD', item_list_id: 'candles' });
      expect(list.items).toHaveLength(12);
      const first = shadow.querySelector('.card-title')!.textContent;
      expect(list.items[0]).toMatchObject({ item_name: first, item_category: 'candle', quantity: 1, index: 0 });
      expect(list.value).toBe(list.items.reduce((sum, item) => sum + item.price, 0));
      element.addEventListener('candle-product-select', (event) => event.preventDefault(), { once: true });
      shadow.querySelector<HTMLAnchorElement>('.card-link')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 }));
      expect(names()).toEqual(['view_item_list', 'select_item']);
      expect(heard[1]!.ecommerce!.items).toEqual([expect.objectContaining({ item_id: list.items[0]!.item_id, item_name: first })]);
      element.remove();
    } finally {
      stop();
      revokeAnalyticsConsent();
    }
  });

  it("reports add_to_cart when a card's quick add puts a line into the shared cart", async () => {
    grantAnalyticsConsent();
    const { heard, names, stop } = heardAnalytics();
    try {
      const { element, shadow } = await mount({ section: 'candles' });
      const button = shadow.querySelector<HTMLButtonElement>('[part="card-add"]:not([disabled])')!;
      const title = button.querySelector('.visually-hidden')!.textContent!.replace(/^: /, '');
      button.click();
      const dialog = shadow.querySelector<HTMLDialogElement>('dialog[part="quick-add"]')!;
      expect(dialog.open).toBe(true);
      await waitFor(() => expect(dialog.querySelectorAll('.choice-group').length).toBeGreaterThan(0), { timeout: 15_000 });
      // The chunk brought its own styles into the shadow root.
      expect(shadow.adoptedStyleSheets.length).toBeGreaterThan(1);
      for (const group of dialog.querySelectorAll('.choice-group')) fireEvent.click(group.querySelector<HTMLInputElement>('input')!);
      fireEvent.click([...dialog.querySelectorAll<HTMLButtonElement>('button')].find((candidate) => candidate.textContent === 'Add to cart')!);
      await waitFor(() => expect(names()).toContain('add_to_cart'));
      const added = heard.find((detail) => detail.event === 'add_to_cart')!;
      expect(added.ecommerce!.items).toEqual([expect.objectContaining({ item_name: title, item_category: 'candle', quantity: 1 })]);
      expect(added.ecommerce!.value).toBeGreaterThan(0);
      expect(JSON.parse(localStorage.getItem('cart')!).items).toHaveLength(1);
      element.remove();
    } finally {
      stop();
      revokeAnalyticsConsent();
      localStorage.removeItem('cart');
    }
  }, 30_000);

  itToleratesASecondDefine(define);
});
