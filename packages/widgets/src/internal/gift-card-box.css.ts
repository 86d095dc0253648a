/**
 * The gift-card box and its disclosure (issue 35), adopted by the refill request and the ticket
 * forms when their chunk arrives (the checkout's own stylesheet has the same rules).
 */
export const giftCardBoxCss = /* css */ `
.discount { margin-block-start: 12px; }
.discount label { display: block; font-weight: 600; margin-block-end: 4px; }
.discount-row { display: flex; gap: 8px; }
.discount-row input { flex: 1; min-width: 0; }
.discount summary { cursor: pointer; color: var(--candle-color-link); min-height: 24px; }
.gift-card-list { margin: 8px 0; padding: 0; list-style: none; }
.gift-card-cover { display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; margin: 8px 0 0; }
.gift-card-cover dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
.gift-card-cover .grand { font-weight: 700; }
.link-button { padding: 0; border: 0; background: none; color: var(--candle-color-link); text-decoration: underline; cursor: pointer; }
.field-error { margin: 0; color: var(--candle-color-error); }
`;
