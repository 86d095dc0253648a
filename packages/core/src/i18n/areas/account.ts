import type { MessageArea } from '../messages.js';

// Its own module, so that only the code showing these texts imports their chunks (messages.ts).
/** Texts of sign-in, sign-up, passwords, account pages, the phone popup and the review form. */
export const accountMessages: MessageArea = {
  name: 'account',
  load: (lang) => (lang === 'ar' ? import('../resources/account/ar.js') : lang === 'ku' ? import('../resources/account/ku.js') : import('../resources/account/en.js')),
};
