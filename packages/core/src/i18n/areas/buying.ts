import type { MessageArea } from '../messages.js';

/**
 * Texts of the product page, the cart drawer and the cart page: pass it to loadMessages or useMessages where they show. Its own module, so
 * only the code that shows them downloads them.
 */
export const buyingMessages: MessageArea = {
  name: 'buying',
  load: (lang) =>
    lang === 'ar' ? import('../resources/buying/ar.js') : lang === 'ku' ? import('../resources/buying/ku.js') : import('../resources/buying/en.js'),
};
