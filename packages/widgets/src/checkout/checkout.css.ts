import { baseCss } from '@candleshop/ui';
import { formPartsCss } from './form-parts.css.js';

const checkoutOwnCss = /* css */ `
.checkout-root { min-height: 200px; }
.title { margin: 0 0 16px; font-size: 24px; line-height: 1.3; }
.columns { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 32px; align-items: start; }
@media (max-width: 720px) { .columns { grid-template-columns: minmax(0, 1fr); gap: 20px; } }
.summary { padding: 16px; border-radius: var(--candle-radius-small); background: var(--candle-color-muted-surface); }
.summary h3 { margin: 0 0 12px; font-size: 18px; }
.lines { margin: 0 0 12px; padding: 0; list-style: none; }
.line { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 2px 12px; padding-block: 8px; border-block-end: 1px solid var(--candle-color-border); }
.line > .muted { grid-column: 1; }
.line-title { font-weight: 600; }
.line-total { grid-column: 2; grid-row: 1; font-variant-numeric: tabular-nums; }
.totals { display: grid; grid-template-columns: 1fr auto; gap: 6px 12px; margin: 0; }
.totals dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
.totals .grand { font-weight: 700; font-size: 18px; }
.submit { width: 100%; margin-block-start: 16px; }
.discount { margin-block-start: 12px; }
.discount label { display: block; font-weight: 600; margin-block-end: 4px; }
.discount-row { display: flex; gap: 8px; }
.discount-row input { flex: 1; min-width: 0; }
.discount summary { cursor: pointer; color: var(--candle-color-link); min-height: 24px; }
.gift-card-list { margin: 8px 0; padding: 0; list-style: none; }
.checkout-empty { display: grid; justify-items: start; gap: 8px; }
.checkout-empty p { margin: 0; }
.checkout-empty .button { text-decoration: none; }
`;

/** Everything the checkout's shadow root adopts. */
export const checkoutCss = baseCss + formPartsCss + checkoutOwnCss;
