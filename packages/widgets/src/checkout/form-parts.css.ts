// The styles of the checkout's form parts (fields, choices, alerts, the payment and wait modals),
// shared by every widget that shows them: <candle-checkout> and the refill builder's request form.
/** Fields, delivery-or-pickup choices, alerts, buttons and the payment and wait modals. */
export const formPartsCss = /* css */ `
.block { margin: 0 0 20px; padding: 16px; border: 1px solid var(--candle-color-border); border-radius: var(--candle-radius-small); min-inline-size: 0; }
.block legend { padding: 0 6px; font-weight: 600; }
.field { display: flex; flex-direction: column; gap: 4px; margin-block-end: 14px; }
.field label { font-weight: 600; font-size: 15px; }
input[type='text'], input[type='tel'], input[type='email'], select, textarea {
  width: 100%; min-height: 44px; padding: 8px 12px; border: 1px solid var(--candle-color-border-strong);
  border-radius: var(--candle-radius-small); background: var(--candle-color-surface); color: var(--candle-color-text);
}
textarea { min-height: 80px; resize: vertical; }
[aria-invalid='true'] { border-color: var(--candle-color-error); }
.field-error { margin: 0; color: var(--candle-color-error); font-size: 14px; }
.choices { display: flex; flex-wrap: wrap; gap: 12px; margin-block-end: 14px; }
.choice, .method { display: flex; align-items: center; gap: 10px; min-height: 44px; padding: 8px 14px; border: 1px solid var(--candle-color-border); border-radius: var(--candle-radius-small); background: var(--candle-color-surface); cursor: pointer; }
.choice:has(input:checked), .method:has(input:checked) { border-color: var(--candle-color-accent); box-shadow: inset 0 0 0 1px var(--candle-color-accent); }
input[type='radio'] { width: 18px; height: 18px; margin: 0; accent-color: var(--candle-color-accent); }
.muted { color: var(--candle-color-muted); }
.small { font-size: 14px; }
.alert { margin: 16px 0 0; padding: 12px 14px; border-radius: var(--candle-radius-small); border-inline-start: 4px solid var(--candle-color-accent); background: var(--candle-color-surface); }
.alert p { margin: 0 0 4px; }
.alert.fail { border-color: var(--candle-color-error); }
.alert.success { border-color: var(--candle-color-success); }
.alert-title { font-weight: 700; }
.button { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 0 20px; border: 1px solid var(--candle-color-accent); border-radius: var(--candle-radius-small); background: var(--candle-color-accent); color: var(--candle-color-on-accent); font-weight: 600; cursor: pointer; }
.button.secondary { background: transparent; color: var(--candle-color-accent); }
.button:disabled { opacity: .6; cursor: not-allowed; }
.link-button { padding: 0; border: 0; background: none; color: var(--candle-color-link); text-decoration: underline; cursor: pointer; }
.modal { width: min(440px, 100vw - 24px); max-height: calc(100vh - 24px); padding: 20px; border: 0; border-radius: var(--candle-radius); color: var(--candle-color-text); background: var(--candle-color-surface); font: inherit; }
.modal::backdrop { background: rgba(20, 14, 10, .5); }
.methods { display: grid; gap: 10px; margin: 0; padding: 0; border: 0; min-inline-size: 0; }
.modal-title { margin-block-end: 12px; padding: 0; font-size: 20px; font-weight: 700; }
.method > span { display: flex; flex-direction: column; }
.method-name { font-weight: 600; }
.actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 12px; margin-block-start: 20px; }
.wait[open] { display: flex; flex-direction: column; align-items: center; gap: 16px; text-align: center; }
.wait p { margin: 0; }
.spinner { width: 36px; height: 36px; border: 4px solid var(--candle-color-border); border-block-start-color: var(--candle-color-accent); border-radius: 50%; animation: spin 1s linear infinite; }
@keyframes spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 3s; } }
`;
