// The partner's own script (README "Analytics events"): a consent banner, and the shop's
// `candle-analytics` events forwarded to a tag manager's data layer. The SDK sends nothing itself;
// a real page would load its tag manager once consent is given. The choice is remembered: a classic
// script after the loader's tag runs before the loader (a module) starts, so a remembered "granted"
// goes on the loader as data-analytics-consent and no widget can report before it is known.
const CHOICE = 'gift-house-analytics';
const remembered = localStorage.getItem(CHOICE);
if (remembered === 'granted') document.querySelector('script[src$="/sdk/candleshop.js"]').dataset.analyticsConsent = 'granted';

window.dataLayer = window.dataLayer || [];
document.addEventListener('candle-analytics', (event) => {
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(event.detail);
});

document.addEventListener('DOMContentLoaded', () => {
  const banner = document.querySelector('.consent');
  banner.hidden = Boolean(remembered);
  for (const button of banner.querySelectorAll('[data-consent]')) {
    button.addEventListener('click', () => {
      const choice = button.dataset.consent;
      localStorage.setItem(CHOICE, choice);
      if (choice === 'granted') window.CandleShop.grantAnalyticsConsent();
      else window.CandleShop.revokeAnalyticsConsent();
      banner.hidden = true;
    });
  }
});
