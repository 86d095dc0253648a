import type { MessageArea } from '../messages.js';

// Its own module, so that only the code showing these texts imports their chunks (messages.ts).
/** Texts of the storefront's ticket pages (/workshops, /tickets/{id}, the account's tickets): the ticket widget does not load them. */
export const ticketPagesMessages: MessageArea = {
  name: 'ticketPages',
  load: (lang) => (lang === 'ar' ? import('../resources/ticketPages/ar.js') : lang === 'ku' ? import('../resources/ticketPages/ku.js') : import('../resources/ticketPages/en.js')),
};
