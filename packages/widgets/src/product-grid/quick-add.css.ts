import { cartCss, productChoiceCss } from '@candleshop/ui';

// The quick add's styles, adopted by the grid's shadow root when its chunk arrives: the grid's first
// download carries none of them (DESIGN §6 budgets). The cart's (its stepper's) come with the cart
// drawer's chunk, which the quick add loads through.
const ownCss = /* css */ `
.quick-add-body { display: flex; flex-direction: column; gap: 14px; margin-block-start: 16px; }
.quick-add-body .product-price { font-size: 22px; }
.quick-add-body .choices { display: flex; flex-direction: column; gap: 12px; }
.button[aria-disabled='true'] { opacity: .7; cursor: progress; }
.link-button { padding: 0; border: 0; background: none; color: var(--candle-color-link); font: inherit; text-decoration: underline; cursor: pointer; }
`;

/** What the quick add's content adds to the grid's stylesheet. */
export const quickAddCss = productChoiceCss + cartCss + ownCss;
