import type { Messages } from '../../translate.js';

// Texts only the storefront shows: the /workshops and /tickets/{id} pages and the account's ticket
// list, in en. The ticket widget's own texts are ../tickets.
const ticketPages: Messages = {
  ticketPage: {
    title: 'Ticket {{id}}',
    bought: 'Bought on {{date}}',
    signIn: 'This ticket could not be found. Sign in with the account that bought it.',
  },
  workshopsPage: {
    title: 'Candle workshops',
    intro: 'Pour, scent and take home your own candles at our Erbil studio. Pick a workshop, choose a ticket for you alone or your group, and pay in cash at the door or online.',
    pages: 'Each workshop’s page',
    pageLink: '{{title}}, {{date}}',
  },
  ticketHistory: {
    title: 'Workshop tickets',
    empty: 'You have no tickets yet.',
    loadFailed: 'Could not load your tickets.',
    line: '{{workshop}}, {{date}}',
  },
};

export default ticketPages;
