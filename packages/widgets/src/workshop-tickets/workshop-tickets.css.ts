import { baseCss } from '@candleshop/ui';

// Kept short: every byte here is downloaded by a partner page (DESIGN §6 budgets).
const ticketsCss = /* css */ `
.heading { margin: 0 0 16px; font-size: 22px; }
.workshops { display: grid; gap: 24px; margin: 0; padding: 0; list-style: none; }
.workshop { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: 16px 24px; padding: 16px; border: 1px solid var(--candle-color-border); border-radius: var(--candle-radius); background: var(--candle-color-surface); }
@media (max-width: 720px) { .workshop { grid-template-columns: minmax(0, 1fr); } }
.picture { width: 100%; height: auto; border-radius: var(--candle-radius-small); background: var(--candle-color-muted-surface); }
h3 { margin: 0 0 4px; font-size: 20px; }
p { margin: 0 0 8px; }
.when, .seats { font-weight: 600; }
.muted, figcaption { color: var(--candle-color-muted); }
fieldset { margin: 0 0 12px; padding: 0; border: 0; min-inline-size: 0; }
legend { margin-block-end: 8px; padding: 0; font-weight: 700; }
.tier, .method { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 10px; min-height: 44px; margin-block-end: 8px; padding: 8px 14px; border: 1px solid var(--candle-color-border); border-radius: var(--candle-radius-small); cursor: pointer; }
.tier:has(input:checked), .method:has(input:checked) { border-color: var(--candle-color-accent); box-shadow: inset 0 0 0 1px var(--candle-color-accent); }
.tier:has(input:disabled) { cursor: not-allowed; color: var(--candle-color-muted); }
.tier-price { margin-inline-start: auto; }
.badge { padding: 0 8px; border-radius: 99px; background: var(--candle-color-muted-surface); color: var(--candle-color-text); font-weight: 600; }
.form, .confirmation, .ticket-card { display: grid; gap: 12px; justify-items: start; }
.form { justify-items: stretch; padding-block-start: 12px; border-block-start: 1px solid var(--candle-color-border); }
.field { display: flex; flex-direction: column; gap: 4px; margin-block-end: 12px; }
label { font-weight: 600; }
input:not([type='radio']), select { width: 100%; min-height: 44px; padding: 8px 12px; border: 1px solid var(--candle-color-border-strong); border-radius: var(--candle-radius-small); background: var(--candle-color-surface); }
[aria-invalid='true'] { border-color: var(--candle-color-error); }
.field-error { margin: 0; color: var(--candle-color-error); }
.total { font-size: 18px; }
.buttons, .actions { display: flex; flex-wrap: wrap; gap: 12px; }
.actions { justify-content: flex-end; margin-block-start: 20px; }
.button { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 0 20px; border: 1px solid var(--candle-color-accent); border-radius: var(--candle-radius-small); background: var(--candle-color-accent); color: var(--candle-color-on-accent); font-weight: 600; text-decoration: none; cursor: pointer; }
.button.secondary { background: none; color: var(--candle-color-accent); }
.button:disabled { opacity: .6; }
.alert { padding: 12px 14px; border-inline-start: 4px solid var(--candle-color-accent); background: var(--candle-color-background); }
.fail { border-color: var(--candle-color-error); }
.success { border-color: var(--candle-color-success); }
.facts { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; }
figure { margin: 0; }
.qr { display: block; background: #fff; }
.reference { font-family: monospace; word-break: break-all; }
.modal { width: min(440px, 100vw - 24px); padding: 20px; border: 0; border-radius: var(--candle-radius); color: var(--candle-color-text); background: var(--candle-color-surface); font: inherit; }
.modal::backdrop { background: rgba(20, 14, 10, .5); }
.method > span { display: flex; flex-direction: column; }
.wait[open] { display: flex; flex-direction: column; align-items: center; gap: 16px; }
.spinner { width: 36px; height: 36px; border: 4px solid var(--candle-color-border); border-block-start-color: var(--candle-color-accent); border-radius: 50%; animation: spin 1s linear infinite; }
@keyframes spin { to { transform: rotate(360deg); } }
`;

/** Everything the ticket widget's shadow root adopts. */
export const workshopTicketsCss = baseCss + ticketsCss;
