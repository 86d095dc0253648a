import { baseCss } from '@candleshop/ui';

// Kept short: every byte here is downloaded by a partner page (DESIGN §6 budgets).
const boxCss = /* css */ `
.heading { margin: 0 0 4px; font-size: 18px; }
.offer { margin: 0 0 12px; color: var(--candle-color-muted); }
.row { display: flex; flex-wrap: wrap; gap: 8px; }
label { display: block; font-weight: 600; margin-block-end: 4px; }
input { flex: 1 1 200px; min-width: 0; min-height: 44px; padding: 8px 12px; border: 1px solid var(--candle-color-border-strong); border-radius: var(--candle-radius-small); background: var(--candle-color-surface); color: var(--candle-color-text); font: inherit; }
[aria-invalid='true'] { border-color: var(--candle-color-error); }
.button { min-height: 44px; padding: 0 20px; border: 1px solid var(--candle-color-accent); border-radius: var(--candle-radius-small); background: var(--candle-color-accent); color: var(--candle-color-on-accent); font: inherit; font-weight: 600; cursor: pointer; }
.button[aria-disabled='true'] { opacity: .7; cursor: progress; }
.field-error { margin: 4px 0 0; color: var(--candle-color-error); }
.alert { margin: 8px 0 0; }
.alert.fail { color: var(--candle-color-error); }
.alert.success { color: var(--candle-color-success); }
.muted { margin: 8px 0 0; color: var(--candle-color-muted); font-size: .85em; }
`;

/** The shadow root's stylesheet of <candle-newsletter>. */
export const newsletterCss = baseCss + boxCss;
