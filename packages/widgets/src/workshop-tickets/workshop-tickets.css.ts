import { baseCss } from '@candleshop/ui';

const ticketsCss = /* css */ `
.tickets-root { min-height: 200px; }
.heading { margin: 0 0 16px; font-size: 22px; }
.workshops { display: grid; gap: 24px; margin: 0; padding: 0; list-style: none; }
.workshop { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: 16px 24px; padding: 16px; border: 1px solid var(--candle-color-border); border-radius: var(--candle-radius); background: var(--candle-color-surface); }
@media (max-width: 720px) { .workshop { grid-template-columns: minmax(0, 1fr); } }
.picture { width: 100%; aspect-ratio: 4 / 3; border-radius: var(--candle-radius-small); object-fit: cover; background: var(--candle-color-muted-surface); }
.title { margin: 0 0 4px; font-size: 20px; line-height: 1.3; }
.when, .seats { margin: 0 0 6px; font-weight: 600; }
.description { margin: 0 0 12px; }
.muted { color: var(--candle-color-muted); }
.note { margin: 0 0 12px; color: var(--candle-color-muted); }
.tiers { margin: 0 0 12px; padding: 0; border: 0; min-inline-size: 0; }
.tiers legend { margin-block-end: 8px; padding: 0; font-weight: 700; }
.tier { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 10px; min-height: 44px; margin-block-end: 8px; padding: 8px 14px; border: 1px solid var(--candle-color-border); border-radius: var(--candle-radius-small); background: var(--candle-color-background); cursor: pointer; }
.tier:has(input:checked) { border-color: var(--candle-color-accent); box-shadow: inset 0 0 0 1px var(--candle-color-accent); }
.tier:has(input:disabled) { cursor: not-allowed; color: var(--candle-color-muted); }
.tier-price { margin-inline-start: auto; font-variant-numeric: tabular-nums; }
.badge { padding: 2px 8px; border-radius: 999px; background: var(--candle-color-muted-surface); color: var(--candle-color-text); font-size: 14px; font-weight: 600; }
input[type='radio'] { width: 18px; height: 18px; margin: 0; accent-color: var(--candle-color-accent); }
.form { display: grid; gap: 12px; padding-block-start: 12px; border-block-start: 1px solid var(--candle-color-border); }
.block { margin: 0; padding: 12px; border: 1px solid var(--candle-color-border); border-radius: var(--candle-radius-small); min-inline-size: 0; }
.block legend { padding: 0 6px; font-weight: 600; }
.field { display: flex; flex-direction: column; gap: 4px; margin-block-end: 12px; }
.field label { font-weight: 600; }
input[type='text'], input[type='tel'], input[type='email'], select {
  width: 100%; min-height: 44px; padding: 8px 12px; border: 1px solid var(--candle-color-border-strong);
  border-radius: var(--candle-radius-small); background: var(--candle-color-surface); color: var(--candle-color-text);
}
[aria-invalid='true'] { border-color: var(--candle-color-error); }
.field-error { margin: 0; color: var(--candle-color-error); font-size: 14px; }
.total { margin: 0; font-size: 18px; }
.price { font-variant-numeric: tabular-nums; }
.buttons { display: flex; flex-wrap: wrap; gap: 12px; }
.button { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 0 20px; border: 1px solid var(--candle-color-accent); border-radius: var(--candle-radius-small); background: var(--candle-color-accent); color: var(--candle-color-on-accent); font-weight: 600; text-decoration: none; cursor: pointer; }
.button.secondary { background: transparent; color: var(--candle-color-accent); }
.button:disabled, .button[aria-disabled='true'] { opacity: .6; cursor: not-allowed; }
.alert { margin: 0; padding: 12px 14px; border-radius: var(--candle-radius-small); border-inline-start: 4px solid var(--candle-color-accent); background: var(--candle-color-background); }
.alert p { margin: 0; }
.alert.fail { border-color: var(--candle-color-error); }
.alert.success { border-color: var(--candle-color-success); }
.alert-title { font-weight: 700; }
.confirmation { display: grid; gap: 12px; justify-items: start; }
.ticket-card { display: grid; gap: 12px; justify-items: start; }
.ticket-title { margin: 0; font-size: 20px; }
.ticket-qr { margin: 0; }
.ticket-qr figcaption { margin-block-start: 6px; color: var(--candle-color-muted); }
.qr { width: 200px; height: 200px; margin: 0; background: #fff; }
.facts { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 0; }
.facts dt { font-weight: 600; }
.facts dd { margin: 0; }
.reference { font-family: monospace; word-break: break-all; }
.notice { padding: 24px 0; color: var(--candle-color-muted); }
.modal { width: min(440px, 100vw - 24px); max-height: calc(100vh - 24px); padding: 20px; border: 0; border-radius: var(--candle-radius); color: var(--candle-color-text); background: var(--candle-color-surface); font: inherit; }
.modal::backdrop { background: rgba(20, 14, 10, .5); }
.methods { display: grid; gap: 10px; margin: 0; padding: 0; border: 0; min-inline-size: 0; }
.modal-title { margin-block-end: 12px; padding: 0; font-size: 20px; font-weight: 700; }
.method { display: flex; align-items: center; gap: 10px; min-height: 44px; padding: 8px 14px; border: 1px solid var(--candle-color-border); border-radius: var(--candle-radius-small); cursor: pointer; }
.method:has(input:checked) { border-color: var(--candle-color-accent); box-shadow: inset 0 0 0 1px var(--candle-color-accent); }
.method > span { display: flex; flex-direction: column; }
.method-name { font-weight: 600; }
.small { font-size: 14px; }
.actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 12px; margin-block-start: 20px; }
.wait[open] { display: flex; flex-direction: column; align-items: center; gap: 16px; text-align: center; }
.wait p { margin: 0; }
.spinner { width: 36px; height: 36px; border: 4px solid var(--candle-color-border); border-block-start-color: var(--candle-color-accent); border-radius: 50%; animation: spin 1s linear infinite; }
@keyframes spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 3s; } }
`;

/** Everything the ticket widget's shadow root adopts. */
export const workshopTicketsCss = baseCss + ticketsCss;
