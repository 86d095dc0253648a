import type { MessageArea } from '../messages.js';

// Its own module, so that only the code showing these texts imports their chunks (messages.ts).
/** Texts of carts left behind (issue 37 item 2): the checkout's lazy consent box, the account's setting, the reminder's link page, the dashboard's figures. */
export const cartReminderMessages: MessageArea = {
  name: 'cartReminders',
  load: (lang) => (lang === 'ar' ? import('../resources/cartReminders/ar.js') : lang === 'ku' ? import('../resources/cartReminders/ku.js') : import('../resources/cartReminders/en.js')),
};
