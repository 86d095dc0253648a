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

// Signs `email` up in a new <candle-newsletter>; resolves once the element announced it.
async function signUp(email: string) {
  const element = document.createElement('candle-newsletter');
  document.body.append(element);
  let requested = false;
  element.addEventListener('candle-newsletter-requested', () => (requested = true));
  await waitFor(() => expect(element.shadowRoot?.querySelector('input[type="email"]')).toBeTruthy());
  const shadow = element.shadowRoot!;
  fireEvent.input(shadow.querySelector('input[type="email"]')!, { target: { value: email } });
  fireEvent.submit(shadow.querySelector('form')!);
  await waitFor(() => expect(requested).toBe(true));
}

describe('<candle-newsletter>', () => {
  it("reports GA4's sign_up (method newsletter) only once the page granted analytics consent", async () => {
    const { heard, stop } = heardAnalytics();
    try {
      await signUp('before.consent@example.iq');
      expect(heard).toEqual([]);
      grantAnalyticsConsent();
      await signUp('after.consent@example.iq');
      expect(heard).toEqual([{ event: 'sign_up', method: 'newsletter' }]);
    } finally {
      stop();
    }
  });
});
