// The partner's own script (README "Analytics events"): a consent banner, and the shop's
// `candle-analytics` events forwarded to a tag manager's data layer. The SDK sends nothing itself;
// a real page would load its tag manager once consent is given. The choice is remembered, so the
// next page grants consent before any widget has rendered.
const CHOICE = 'gift-house-analytics';
const banner = document.querySelector('.consent');

window.dataLayer = window.dataLayer || [];
document.addEventListener('candle-analytics', (event) => {
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(event.detail);
});

function decide(choice) {
  localStorage.setItem(CHOICE, choice);
  if (choice === 'granted') window.CandleShop.grantAnalyticsConsent();
  else window.CandleShop.revokeAnalyticsConsent();
  banner.hidden = true;
}

const remembered = localStorage.getItem(CHOICE);
if (remembered) decide(remembered);
else banner.hidden = false;
for (const button of banner.querySelectorAll('[data-consent]')) button.addEventListener('click', () => decide(button.dataset.consent));
