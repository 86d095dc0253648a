import type { MessageArea } from '../messages.js';

// Its own module, so that only the code showing these texts imports their chunks (messages.ts).
/** Texts of the product listing: section tabs, filters, pagination and product cards. */
export const catalogueMessages: MessageArea = {
  name: 'catalogue',
  load: (lang) => (lang === 'ar' ? import('../resources/catalogue/ar.js') : lang === 'ku' ? import('../resources/catalogue/ku.js') : import('../resources/catalogue/en.js')),
};
