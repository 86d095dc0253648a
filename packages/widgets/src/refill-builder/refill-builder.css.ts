import { baseCss } from '@candleshop/ui';

const builderCss = /* css */ `
.refill-root { min-height: 200px; }
.refill-heading { margin: 0 0 16px; font-size: 22px; }
.refill-form { display: grid; gap: 20px; }
.step { min-width: 0; margin: 0; padding: 0; border: 0; }
.step-legend { display: block; margin-block-end: 8px; padding: 0; font-weight: 700; }
.step-empty, .hint { margin: 0; color: var(--candle-color-muted); font-size: 14px; }
.choices { display: flex; flex-wrap: wrap; gap: 8px; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); }
.choice { position: relative; display: flex; align-items: center; gap: 10px; min-height: 44px; padding: 6px 14px; border: 1px solid var(--candle-color-border); border-radius: var(--candle-radius-small); background: var(--candle-color-surface); cursor: pointer; }
.pill { border-radius: 999px; }
.choice-input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; }
.choice:has(.choice-input:checked) { border-color: var(--candle-color-accent); box-shadow: inset 0 0 0 2px var(--candle-color-accent); }
.choice:has(.choice-input:focus-visible) { outline: 3px solid var(--candle-color-focus); outline-offset: 2px; }
.choice-image { flex: none; width: 44px; height: 44px; border-radius: var(--candle-radius-small); object-fit: cover; }
.choice-text { display: flex; flex-direction: column; }
.choice-note { color: var(--candle-color-muted); font-size: 14px; }
.swatch-color { flex: none; width: 24px; height: 24px; border: 1px solid var(--candle-color-border); border-radius: 50%; }
.quantity-input { width: 120px; min-height: 44px; padding: 0 12px; border: 1px solid var(--candle-color-border); border-radius: var(--candle-radius-small); background: var(--candle-color-surface); }
.summary { display: flex; flex-wrap: wrap; align-items: center; gap: 12px 20px; padding-block-start: 16px; border-block-start: 1px solid var(--candle-color-border); }
.total { margin: 0; margin-inline-end: auto; font-size: 18px; }
.button { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 0 20px; border: 1px solid var(--candle-color-accent); border-radius: var(--candle-radius-small); background: var(--candle-color-accent); color: var(--candle-color-on-accent); cursor: pointer; }
.button.secondary { background: transparent; color: var(--candle-color-accent); }
.added { margin: 0; font-weight: 700; }
.error { flex-basis: 100%; margin: 0; color: var(--candle-color-error); }
.notice { padding: 24px 0; color: var(--candle-color-muted); }
`;

/** Everything the builder's shadow root adopts. */
export const refillBuilderCss = baseCss + builderCss;
