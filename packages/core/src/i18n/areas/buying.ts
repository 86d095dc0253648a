import type { MessageArea } from '../messages.js';

// Its own module, so that only the code showing these texts imports their chunks (messages.ts).
/** Texts of the product page, the cart drawer and the cart page: for loadMessages or useMessages. */
export const buyingMessages: MessageArea = {
  name: 'buying',
  load: (lang) => (lang === 'ar' ? import('../resources/buying/ar.js') : lang === 'ku' ? import('../resources/buying/ku.js') : import('../resources/buying/en.js')),
};
