import type { Messages } from '../../translate.js';

// Texts of workshops' waiting lists (issue 27): the ticket widget's lazily loaded form, the held
// seats on a workshop's page and the back office's list, in English.
const waitlist: Messages = {
  waitlist: {
    heading: 'Join the waiting list',
    intro: 'When seats come free, the first person on the list they fit gets them held for a while and an email with a link to book them.',
    tier: 'Ticket',
    people: 'People',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    submit: 'Join the waiting list',
    joining: 'Joining…',
    joined: 'You are on the waiting list. We will email you as soon as seats come free for you.',
    seatsFree: 'Seats are free for that many people now: you can book them above.',
    failed: 'You could not be added to the waiting list. Please try again.',
    limit: 'You are already on as many waiting lists as one person may be. Wait for an offer, or book one of them first.',
    invalid: {
      name: 'Please enter your name.',
      email: 'Please enter a valid email address.',
      phone: 'Enter an Iraqi mobile number, like 0770 123 4567.',
      people: 'This ticket is not for that many people.',
    },
    close: 'Close',
    localCheck: 'Local test mode: the human check is a stand-in.',
    held: {
      title: 'Seats held for you',
      body_one: '{{people}} seat is held for you until {{date}} at {{time}}, Baghdad time.',
      body_other: '{{people}} seats are held for you until {{date}} at {{time}}, Baghdad time.',
      total: 'Total: {{total}}',
      method: 'How would you like to pay?',
      buy: 'Book the held seats',
      buying: 'Booking…',
      gone: 'This offer has been used or has expired. You can join the waiting list again.',
      failed: 'The held seats could not be booked. Please try again.',
    },
    admin: {
      heading: 'Waiting list',
      empty: 'Nobody is waiting.',
      position: 'Place',
      name: 'Name',
      contact: 'Contact',
      people: 'People',
      tier: 'Ticket',
      status: 'Status',
      joined: 'Joined',
      holdUntil: 'Held until',
      statuses: { waiting: 'Waiting', offered: 'Offered', bought: 'Bought', expired: 'Expired' },
    },
  },
};

export default waitlist;
