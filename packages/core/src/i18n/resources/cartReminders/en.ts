import type { Messages } from '../../translate.js';

// Carts left behind in English (issue 37 item 2): the checkout's consent box, the account's
// setting, the reminder link's page and the dashboard's figures.
const cartReminders: Messages = {
  cartReminder: {
    box: 'Remind me of this cart if I leave it',
    boxHint: 'One reminder by mail and text message, a few hours later, only if you do not order. Every reminder has a link to stop them.',
    saveFailed: 'Your choice could not be saved. Please try again.',
    setting: 'Remind me of a cart I leave behind',
    settingHint: 'If you fill your cart and leave without ordering, we send you one reminder with a link that brings the cart back on any device.',
    saving: 'Saving…',
    saved: 'Saved.',
    pageTitle: 'Your saved cart',
    restoring: 'Bringing back your saved cart…',
    restored: 'Your saved cart is back, at today’s prices. Its items were added to your cart; an item that was already in it keeps the larger quantity, so nothing is counted twice.',
    partly: 'Some items of your saved cart could not be added (they may be out of stock). The others are in your cart.',
    empty: 'None of the items in this saved cart can be bought any more.',
    unknown: 'This saved cart was not found: it was already ordered, or the link is incomplete.',
    toCheckout: 'Go to the checkout',
    dashboard: 'Carts left behind',
    sent: 'Reminders sent',
    recovered: 'Carts recovered',
    revenue: 'Revenue from recovered carts',
  },
};

export default cartReminders;
