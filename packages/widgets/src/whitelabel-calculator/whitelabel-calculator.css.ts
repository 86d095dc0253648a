import { baseCss } from '@candleshop/ui';

// Kept short: every byte here is downloaded by a partner page (DESIGN §6 budgets).
const calculatorCss = /* css */ `
.heading { margin: 0 0 8px; font-size: 22px; }
.intro { margin: 0 0 16px; color: var(--candle-color-muted); }
.layout { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 24px; align-items: start; }
@media (max-width: 720px) { .layout { grid-template-columns: minmax(0, 1fr); } .aside { order: -1; } }
.aside { display: grid; gap: 16px; position: sticky; top: 12px; padding: 16px; border: 1px solid var(--candle-color-border); border-radius: var(--candle-radius); background: var(--candle-color-surface); }
.label-preview { width: min(100%, 240px); height: auto; justify-self: center; }
.form, fieldset { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0 16px; }
@media (max-width: 480px) { .form, fieldset { grid-template-columns: minmax(0, 1fr); } }
.wide, fieldset, .alert, .actions { grid-column: 1 / -1; }
fieldset { margin: 0 0 12px; padding: 12px 0 0; border: 0; border-block-start: 1px solid var(--candle-color-border); min-inline-size: 0; }
legend { padding: 0; font-weight: 700; }
.field { display: flex; flex-direction: column; gap: 4px; margin-block-end: 12px; }
.check { flex-direction: row; align-items: center; gap: 10px; min-height: 44px; }
.check input { width: 20px; height: 20px; }
label { font-weight: 600; }
.field-hint, .muted { margin: 0; color: var(--candle-color-muted); font-size: .9em; }
input:not([type='checkbox']), select, textarea { width: 100%; min-height: 44px; padding: 8px 12px; border: 1px solid var(--candle-color-border-strong); border-radius: var(--candle-radius-small); background: var(--candle-color-surface); font: inherit; }
[aria-invalid='true'] { border-color: var(--candle-color-error); }
.field-error { margin: 0; color: var(--candle-color-error); }
.breakdown { display: grid; grid-template-columns: 1fr auto; gap: 6px 16px; margin: 0; }
dt { color: var(--candle-color-muted); }
dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
.total { font-size: 18px; font-weight: 700; color: var(--candle-color-text); border-block-start: 1px solid var(--candle-color-border); padding-block-start: 6px; }
.actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
.button { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 0 20px; border: 1px solid var(--candle-color-accent); border-radius: var(--candle-radius-small); background: var(--candle-color-accent); color: var(--candle-color-on-accent); font-weight: 600; cursor: pointer; }
.button.secondary { background: none; color: var(--candle-color-accent); }
.button:disabled { opacity: .6; }
.alert { margin: 0 0 12px; padding: 12px 14px; border-inline-start: 4px solid var(--candle-color-error); background: var(--candle-color-background); }
.confirmation { display: grid; gap: 12px; justify-items: start; padding: 16px; border-inline-start: 4px solid var(--candle-color-success); background: var(--candle-color-background); }
.confirmation h3 { margin: 0; }
`;

/** Everything the calculator's shadow root adopts. */
export const whitelabelCalculatorCss = baseCss + calculatorCss;
