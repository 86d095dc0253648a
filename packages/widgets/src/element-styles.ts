import { cartDrawerCss } from './cart-drawer/cart-drawer.css.js';
import { checkoutCss } from './checkout/checkout.css.js';
import { newsletterCss } from './newsletter/newsletter.css.js';
import { productGridCss } from './product-grid/product-grid.css.js';
import { refillBuilderCss } from './refill-builder/refill-builder.css.js';
import { refillRequestCss } from './refill-builder/refill-request.css.js';
import { whitelabelCalculatorCss } from './whitelabel-calculator/whitelabel-calculator.css.js';
import { workshopTicketsCss } from './workshop-tickets/workshop-tickets.css.js';

/**
 * The stylesheets each element's shadow root adopts, by tag: `npm run elements` documents the
 * design tokens these read as the element's CSS custom properties. Tooling only; no bundle imports it.
 */
export const elementStyles: Record<`candle-${string}`, string> = {
  'candle-product-grid': productGridCss,
  'candle-cart-drawer': cartDrawerCss,
  'candle-checkout': checkoutCss,
  // The Request now form adds its own sheet when its chunk arrives.
  'candle-refill-builder': refillBuilderCss + refillRequestCss,
  'candle-workshop-tickets': workshopTicketsCss,
  'candle-whitelabel-calculator': whitelabelCalculatorCss,
  'candle-newsletter': newsletterCss,
};
