import type { MessageArea } from '../messages.js';

/**
 * Texts of the checkout, the payment modal, the payment result, FIB and order pages: pass it to loadMessages or useMessages where they show. Its own module, so
 * only the code that shows them downloads them.
 */
export const checkoutMessages: MessageArea = {
  name: 'checkout',
  load: (lang) =>
    lang === 'ar' ? import('../resources/checkout/ar.js') : lang === 'ku' ? import('../resources/checkout/ku.js') : import('../resources/checkout/en.js'),
};
