import type { MessageArea } from '../messages.js';

// Its own module, so that only the code showing these texts imports their chunks (messages.ts).
/** Texts of the gift card page (issue 35 item 1): a card, its balance check and sending it to someone. */
export const giftCardMessages: MessageArea = {
  name: 'giftCards',
  load: (lang) => (lang === 'ar' ? import('../resources/giftCards/ar.js') : lang === 'ku' ? import('../resources/giftCards/ku.js') : import('../resources/giftCards/en.js')),
};
