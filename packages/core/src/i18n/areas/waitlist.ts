import type { MessageArea } from '../messages.js';

// Its own module, so that only the code showing these texts imports their chunks (messages.ts).
/** Texts of workshops' waiting lists (issue 27): the ticket widget's lazy form, held seats, the back office's list. */
export const waitlistMessages: MessageArea = {
  name: 'waitlist',
  load: (lang) => (lang === 'ar' ? import('../resources/waitlist/ar.js') : lang === 'ku' ? import('../resources/waitlist/ku.js') : import('../resources/waitlist/en.js')),
};
