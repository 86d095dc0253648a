import type { MessageArea } from '../messages.js';

// Its own module, so that only the code showing these texts imports their chunks (messages.ts).
/** Texts of the workshop tickets widget and the /workshops and /tickets/{id} pages: for loadMessages or useMessages. */
export const ticketsMessages: MessageArea = {
  name: 'tickets',
  load: (lang) => (lang === 'ar' ? import('../resources/tickets/ar.js') : lang === 'ku' ? import('../resources/tickets/ku.js') : import('../resources/tickets/en.js')),
};
