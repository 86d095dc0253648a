/** Styles of CartView and its line cards; px only, class names prefixed so a host page's rules do not meet them. */
export const cartCss = /* css */ `
.cart-view { display: flex; flex-direction: column; gap: 20px; }
.cart-view:focus { outline: none; }
.cart-view:focus-visible { outline: 3px solid var(--candle-color-focus); outline-offset: 2px; }
.cart-empty { padding: 24px 0; text-align: center; color: var(--candle-color-muted); }
.cart-empty p { margin: 0 0 12px; }
.lines { display: flex; flex-direction: column; gap: 12px; margin: 0; padding: 0; list-style: none; }
.line { display: grid; grid-template-columns: 72px minmax(0, 1fr) auto; gap: 12px; padding: 12px; border: 1px solid var(--candle-color-border); border-radius: var(--candle-radius); background: var(--candle-color-surface); }
.line[aria-busy='true'] { opacity: .7; }
.line-image { display: block; width: 72px; height: 72px; border-radius: var(--candle-radius-small); object-fit: cover; background: var(--candle-color-muted-surface); }
.line-body { min-width: 0; display: flex; flex-direction: column; gap: 4px; }
.line-title { margin: 0; font-size: 16px; font-weight: 600; line-height: 1.3; }
.line-title a { color: inherit; }
.line-choices { display: flex; flex-wrap: wrap; gap: 2px 12px; margin: 0; font-size: 14px; color: var(--candle-color-muted); }
.line-choice { display: flex; gap: 4px; align-items: center; }
.line-choice dt::after { content: ':'; }
.line-choice dd { margin: 0; display: inline-flex; align-items: center; gap: 4px; color: var(--candle-color-text); }
.line-swatch { flex: none; }
.line-unit { margin: 0; font-size: 14px; color: var(--candle-color-muted); }
.line-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; margin-block-start: 4px; }
.line-remove { min-height: 40px; padding: 0 8px; border: 0; background: none; color: var(--candle-color-link); text-decoration: underline; cursor: pointer; }
.line-status { margin: 0; min-height: 0; font-size: 13px; color: var(--candle-color-muted); }
.line-status:empty { display: none; }
.line-error { margin: 0; font-size: 14px; color: var(--candle-color-error); }
.line-total { margin: 0; font-weight: 700; white-space: nowrap; }
.stepper { display: inline-flex; align-items: center; border: 1px solid var(--candle-color-border); border-radius: var(--candle-radius-small); background: var(--candle-color-surface); }
.stepper-button { width: 40px; height: 40px; border: 0; background: none; font-size: 20px; line-height: 1; cursor: pointer; color: var(--candle-color-text); border-radius: var(--candle-radius-small); }
.stepper-button[aria-disabled='true'] { color: var(--candle-color-muted); opacity: .5; cursor: not-allowed; }
.stepper-value { min-width: 32px; text-align: center; font-weight: 600; }
.summary { padding: 16px; border-radius: var(--candle-radius); background: var(--candle-color-muted-surface); }
.summary-heading { margin: 0 0 8px; font-size: 18px; }
.summary-rows { margin: 0; }
.summary-row { display: flex; justify-content: space-between; gap: 12px; font-weight: 700; }
.summary-row dd { margin: 0; }
.summary-note { margin: 4px 0 12px; font-size: 14px; color: var(--candle-color-muted); }
.summary-checkout, .cart-continue { display: flex; align-items: center; justify-content: center; min-height: 44px; padding: 0 16px; border-radius: var(--candle-radius-small); background: var(--candle-color-accent); color: var(--candle-color-on-accent); font-weight: 700; text-decoration: none; }
.cart-continue { display: inline-flex; }
@media (max-width: 420px) { .line { grid-template-columns: 56px minmax(0, 1fr); } .line-image { width: 56px; height: 56px; } .line-total { grid-column: 2; } }
`;
