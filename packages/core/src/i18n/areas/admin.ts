import type { MessageArea } from '../messages.js';

// Its own module, so that only the back office imports its texts: no customer downloads them.
/** Texts of the back office (/admin, issue 15). */
export const adminMessages: MessageArea = {
  name: 'admin',
  load: (lang) => (lang === 'ar' ? import('../resources/admin/ar.js') : lang === 'ku' ? import('../resources/admin/ku.js') : import('../resources/admin/en.js')),
};
