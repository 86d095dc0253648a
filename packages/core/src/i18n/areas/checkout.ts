import type { MessageArea } from '../messages.js';

// Its own module, so that only the code showing these texts imports their chunks (messages.ts).
/** Texts of the checkout, its payment modal, the payment result, FIB and order pages. */
export const checkoutMessages: MessageArea = {
  name: 'checkout',
  load: (lang) => (lang === 'ar' ? import('../resources/checkout/ar.js') : lang === 'ku' ? import('../resources/checkout/ku.js') : import('../resources/checkout/en.js')),
};
