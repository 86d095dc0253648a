import type { MessageArea } from '../messages.js';

// Its own module, so that only the code showing these texts imports their chunks (messages.ts).
/** Texts of the personalized-candle pages (/personalized-candles, /personalized/{id}, the account's list): for loadMessages or useMessages. */
export const personalizedMessages: MessageArea = {
  name: 'personalized',
  load: (lang) => (lang === 'ar' ? import('../resources/personalized/ar.js') : lang === 'ku' ? import('../resources/personalized/ku.js') : import('../resources/personalized/en.js')),
};
