import { afterEach, describe, expect, it } from 'vitest';
import { grantAnalyticsConsent, revokeAnalyticsConsent } from '../sdk/analytics-consent.js';
import { analyticsConsented, analyticsDetail, emit, track } from './analytics.js';
import { heardAnalytics } from './heard-analytics.js';

const listening: (() => void)[] = [];
afterEach(() => {
  for (const stop of listening.splice(0)) stop();
  revokeAnalyticsConsent();
  document.body.replaceChildren();
});

const candle = { item_id: '7', item_name: 'Oud & Amber', item_category: 'candle', price: 12000, quantity: 2 };
const refill = { item_id: 'refill', item_name: 'Amber jar', item_category: 'refill', price: 8000, quantity: 1 };

// An element inside a shadow root, as a widget's parts are, and what reaches the page.
function widgetOnPage() {
  const host = document.createElement('candle-test');
  const inner = document.createElement('button');
  host.attachShadow({ mode: 'open' }).append(inner);
  document.body.append(host);
  const { heard, stop } = heardAnalytics();
  listening.push(stop);
  return { host, inner, heard };
}

describe('analyticsDetail', () => {
  it("gives GA4's e-commerce shape in IQD, the value the items' sum", () => {
    expect(analyticsDetail('add_to_cart', [candle, refill])).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'IQD', value: 32000, items: [candle, refill] },
    });
  });

  it('carries the transaction id of a purchase and the list of a view', () => {
    expect(analyticsDetail('purchase', [candle], { transaction_id: '41' }).ecommerce).toEqual({ currency: 'IQD', value: 24000, items: [candle], transaction_id: '41' });
    expect(analyticsDetail('view_item_list', [], { item_list_id: 'candles' }).ecommerce).toEqual({ currency: 'IQD', value: 0, items: [], item_list_id: 'candles' });
  });

  it('has no e-commerce part for an event without items (sign_up)', () => {
    expect(analyticsDetail('sign_up', undefined, { method: 'newsletter' })).toEqual({ event: 'sign_up', method: 'newsletter' });
  });
});

describe('the consent gate', () => {
  it('dispatches nothing before the page grants consent, and keeps nothing for later', () => {
    const { host, heard } = widgetOnPage();
    expect(analyticsConsented()).toBe(false);
    track(host, 'add_to_cart', [candle]);
    grantAnalyticsConsent();
    expect(heard).toEqual([]);
    track(host, 'begin_checkout', [candle]);
    expect(heard.map((detail) => detail.event)).toEqual(['begin_checkout']);
  });

  it('dispatches candle-analytics out of the shadow root once consent is granted (bubbles, composed)', () => {
    const { inner, heard } = widgetOnPage();
    grantAnalyticsConsent();
    track(inner, 'add_to_cart', [candle]);
    expect(heard).toEqual([{ event: 'add_to_cart', ecommerce: { currency: 'IQD', value: 24000, items: [candle] } }]);
  });

  it('stops when the page withdraws consent', () => {
    const { host, heard } = widgetOnPage();
    grantAnalyticsConsent();
    track(host, 'view_cart', [candle]);
    revokeAnalyticsConsent();
    track(host, 'remove_from_cart', [candle]);
    expect(heard.map((detail) => detail.event)).toEqual(['view_cart']);
  });
});

describe('emit', () => {
  it('dispatches a bubbling, composed event and answers whether a listener cancelled it', () => {
    const { inner } = widgetOnPage();
    let seen: Event | undefined;
    document.addEventListener(
      'candle-newsletter-requested',
      (event) => {
        seen = event;
        event.preventDefault();
      },
      { once: true },
    );
    expect(emit(inner, 'candle-newsletter-requested', { mailed: true }, true)).toBe(false);
    expect(seen).toMatchObject({ bubbles: true, composed: true, detail: { mailed: true } });
    expect(emit(inner, 'candle-newsletter-requested', { mailed: true })).toBe(true);
  });

  it('takes only the events the elements declare, each with its own detail (checked by the type check)', () => {
    const { inner } = widgetOnPage();
    // @ts-expect-error: no element declares this event
    emit(inner, 'candle-made-up', {});
    // @ts-expect-error: the cart drawer's event says how many lines, not whether a mail went
    emit(inner, 'candle-cart-change', { mailed: true });
    expect(emit(inner, 'candle-cart-change', { kind: 'item', id: '7', action: 'remove', count: 2 })).toBe(true);
  });
});
