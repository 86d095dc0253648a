import type { WidgetImports } from './autoload.js';

/** Every `candle-*` element and the import of its code: one chunk per widget (DESIGN §2). */
export const widgetImports: WidgetImports = {
  'candle-product-grid': () => import('../product-grid/define.js'),
  'candle-cart-drawer': () => import('../cart-drawer/define.js'),
  'candle-checkout': () => import('../checkout/define.js'),
  'candle-refill-builder': () => import('../refill-builder/define.js'),
  'candle-workshop-tickets': () => import('../workshop-tickets/define.js'),
  'candle-whitelabel-calculator': () => import('../whitelabel-calculator/define.js'),
  'candle-newsletter': () => import('../newsletter/define.js'),
};
