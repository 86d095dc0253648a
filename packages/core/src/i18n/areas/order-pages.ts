import type { MessageArea } from '../messages.js';

// Its own module, so that only the code showing these texts imports their chunks (messages.ts).
/** Texts of the storefront's order, FIB payment and payment result pages: the checkout widget does not load them. */
export const orderPagesMessages: MessageArea = {
  name: 'orderPages',
  load: (lang) => (lang === 'ar' ? import('../resources/orderPages/ar.js') : lang === 'ku' ? import('../resources/orderPages/ku.js') : import('../resources/orderPages/en.js')),
};
