import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/preact';
import { onTestShop } from '../../../../tests/support/element-suite.js';
import { heardAnalytics } from '../internal/heard-analytics.js';
import { grantAnalyticsConsent, revokeAnalyticsConsent } from '../sdk/analytics-consent.js';
import { define } from './define.js';

onTestShop(define);
afterEach(() => {
  revokeAnalyticsConsent();
  document.body.replaceChildren();
});

// Sends a request for the preset 200 labelled candles from a new element; answers its detail.
async function sendRequest(email: string) {
  const element = document.createElement('candle-whitelabel-calculator');
  document.body.append(element);
  const requested: { id: string; total: number }[] = [];
  element.addEventListener('candle-whitelabel-requested', (event) => requested.push(event.detail));
  await waitFor(() => expect(element.shadowRoot?.querySelector('#wl-name')).toBeTruthy());
  const shadow = element.shadowRoot!;
  const type = (id: string, value: string) => fireEvent.input(shadow.querySelector(`#${id}`)!, { target: { value } });
  type('wl-label', 'Nour candles');
  type('wl-name', 'Lana Ahmed');
  type('wl-phone', '07701234567');
  type('wl-email', email);
  fireEvent.submit(shadow.querySelector('form')!);
  await waitFor(() => expect(requested).toHaveLength(1));
  return requested[0]!;
}

describe('<candle-whitelabel-calculator>', () => {
  it("reports GA4's generate_lead with the server's total only once the page granted analytics consent", async () => {
    const { heard, stop } = heardAnalytics();
    try {
      await sendRequest(`before.${Date.now()}@example.iq`);
      expect(heard).toEqual([]);
      grantAnalyticsConsent();
      const detail = await sendRequest(`after.${Date.now()}@example.iq`);
      expect(heard).toEqual([{ event: 'generate_lead', ecommerce: { currency: 'IQD', value: detail.total, items: [] } }]);
      expect(detail.total).toBeGreaterThan(0);
    } finally {
      stop();
    }
  });
});
