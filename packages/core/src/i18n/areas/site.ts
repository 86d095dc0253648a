import type { MessageArea } from '../messages.js';

// Its own module, so that only the code showing these texts imports their chunks (messages.ts).
/** Texts of the storefront's chrome and own pages (menus, footer, home, search, information pages). */
export const siteMessages: MessageArea = {
  name: 'site',
  load: (lang) => (lang === 'ar' ? import('../resources/site/ar.js') : lang === 'ku' ? import('../resources/site/ku.js') : import('../resources/site/en.js')),
};
