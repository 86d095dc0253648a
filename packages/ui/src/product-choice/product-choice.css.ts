/**
 * Styles of ProductPurchase (ProductChoices and AddToCart; the quantity stepper's are cartCss's): the storefront's product page and the grid's quick add
 * look alike. Only px units, so a host page's root font size cannot reach into a widget.
 */
export const productChoiceCss = /* css */ `
.choice-group { margin: 0; padding: 0; border: 0; }
.choice-group legend { padding: 0; margin-bottom: 6px; font-weight: 700; }
.pills { display: flex; flex-wrap: wrap; gap: 8px; }
.pill { position: relative; display: inline-flex; align-items: center; gap: 8px; min-height: 44px; padding: 4px 14px; border: 1px solid var(--candle-color-border); border-radius: 999px; background: var(--candle-color-surface); cursor: pointer; }
.pill input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.pill:has(input:checked) { border-color: var(--candle-color-accent); box-shadow: inset 0 0 0 1px var(--candle-color-accent); background: #fbf1ea; }
.pill:has(input:focus-visible) { outline: 3px solid var(--candle-color-focus); outline-offset: 2px; }
.pill img { width: 28px; height: 28px; border-radius: 50%; object-fit: cover; }
.field-error { margin: 6px 0 0; color: var(--candle-color-error); font-weight: 600; }
/* The stock and the price of the choice. */
.stock { margin: 0; font-weight: 600; color: #2f6b2f; }
.stock.out { color: var(--candle-color-error); }
.product-price { margin: 0; font-size: 26px; font-weight: 800; }
.buy { display: flex; flex-direction: column; gap: 12px; }
.buy-quantity { display: flex; align-items: center; gap: 12px; }
.buy-label { font-weight: 700; }
.buy-actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
.buy-actions .button { min-width: 160px; }
.added { display: inline-flex; align-items: center; min-height: 44px; margin: 0; padding: 0 12px; border-radius: 8px; background: #e7f3e7; color: #1f4d1f; font-weight: 700; }
.unavailable { margin: 0; font-size: 18px; font-weight: 700; color: var(--candle-color-error); }
@media (max-width: 760px) { .buy-actions .button { flex: 1; } }
`;
