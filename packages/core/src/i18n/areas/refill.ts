import type { MessageArea } from '../messages.js';

// Its own module, so that only the code showing these texts imports their chunks (messages.ts).
/** Texts of the refill builder and the /refill page: for loadMessages or useMessages. */
export const refillMessages: MessageArea = {
  name: 'refill',
  load: (lang) => (lang === 'ar' ? import('../resources/refill/ar.js') : lang === 'ku' ? import('../resources/refill/ku.js') : import('../resources/refill/en.js')),
};
