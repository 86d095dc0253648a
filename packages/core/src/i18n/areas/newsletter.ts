import type { MessageArea } from '../messages.js';

// Its own module, so that only the code showing these texts imports their chunks (messages.ts).
/** Texts of the newsletter box: for loadMessages or useMessages. */
export const newsletterMessages: MessageArea = {
  name: 'newsletter',
  load: (lang) => (lang === 'ar' ? import('../resources/newsletter/ar.js') : lang === 'ku' ? import('../resources/newsletter/ku.js') : import('../resources/newsletter/en.js')),
};
