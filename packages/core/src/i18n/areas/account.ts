import type { MessageArea } from '../messages.js';

/**
 * Texts of sign-in, sign-up, password and account pages, the phone popup and review form: pass it to loadMessages or useMessages where they show. Its own module, so
 * only the code that shows them downloads them.
 */
export const accountMessages: MessageArea = {
  name: 'account',
  load: (lang) =>
    lang === 'ar' ? import('../resources/account/ar.js') : lang === 'ku' ? import('../resources/account/ku.js') : import('../resources/account/en.js'),
};
