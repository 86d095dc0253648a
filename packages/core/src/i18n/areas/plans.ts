import type { MessageArea } from '../messages.js';

// Its own module, so that only the code showing these texts imports their chunks (messages.ts).
/** Texts of refill plans (issue 37 item 1): a cycle's confirm-or-skip page. */
export const planMessages: MessageArea = {
  name: 'plans',
  load: (lang) => (lang === 'ar' ? import('../resources/plans/ar.js') : lang === 'ku' ? import('../resources/plans/ku.js') : import('../resources/plans/en.js')),
};
