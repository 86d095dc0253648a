import type { MessageArea } from '../messages.js';

// Its own module, so that only the code showing these texts imports their chunks (messages.ts).
/** Texts of the white-label calculator and the /whitelabel pages: for loadMessages or useMessages. */
export const whitelabelMessages: MessageArea = {
  name: 'whitelabel',
  load: (lang) => (lang === 'ar' ? import('../resources/whitelabel/ar.js') : lang === 'ku' ? import('../resources/whitelabel/ku.js') : import('../resources/whitelabel/en.js')),
};
