import { formPartsCss } from '../checkout/form-parts.css.js';
import { giftCardBoxCss } from '../internal/gift-card-box.css.js';

/**
 * What the Request now form adds to the builder's shadow root when its chunk arrives: the
 * checkout's form parts (fields, choices, alerts, the payment and wait modals) and its own layout.
 */
export const refillRequestCss =
  formPartsCss +
  giftCardBoxCss +
  /* css */ `
.request { margin-block-start: 24px; padding-block-start: 16px; border-block-start: 1px solid var(--candle-color-border); }
.request-title { margin: 0 0 8px; font-size: 20px; }
.request-form .hint { margin-block-end: 12px; }
.request-form > .button { margin-block-start: 16px; }
`;
