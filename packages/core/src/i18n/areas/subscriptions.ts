import type { MessageArea } from '../messages.js';

// Its own module, so that only the code showing these texts imports their chunks (messages.ts).
/** Texts of the white-label calculator and the /subscriptions pages: for loadMessages or useMessages. */
export const subscriptionsMessages: MessageArea = {
  name: 'subscriptions',
  load: (lang) => (lang === 'ar' ? import('../resources/subscriptions/ar.js') : lang === 'ku' ? import('../resources/subscriptions/ku.js') : import('../resources/subscriptions/en.js')),
};
