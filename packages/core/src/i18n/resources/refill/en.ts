import type { Messages } from '../../translate.js';

// Texts of the refill builder and the /refill page, in en.
// New top-level sections only: the shop-wide sections stay in ../en.ts.
const refill: Messages = {
  refillBuilder: {
    heading: 'Build your refill',
    container: 'Refill container',
    size: 'Size',
    color: 'Colour',
    scent: 'Scent',
    wick: 'Wick',
    quantity: 'Quantity',
    chooseContainerFirst: 'Choose a container to see its sizes.',
    wickPrice: '{{price}} more',
    total: 'Total',
    pickAll: 'Choose every step to see the price.',
    add: 'Add to refill cart',
    adding: 'Adding…',
    added: 'Added to your refill cart',
    busy: 'Still adding, please wait.',
    loading: 'Loading the materials…',
    loadFailed: 'Could not load the materials.',
    retry: 'Try again',
    makePlan: 'Make this a plan',
    planSignIn: 'Sign in to make this refill a plan',
    pick: {
      container: 'Please choose a refill container',
      size: 'Please choose a size',
      color: 'Please choose a colour',
      scent: 'Please choose a scent',
      wick: 'Please choose a wick',
    },
  },
  refillPage: {
    title: 'Refill your candle jar',
    intro: 'Bring a jar back to life: pick the jar, its size, a wax colour, a scent and a wick, and we pour a fresh candle for you.',
  },
  refillRequest: {
    requestNow: 'Request now',
    title: 'Request this refill now',
    intro: 'We pour it and deliver it, or you pick it up at one of our selling points.',
    send: 'Send request',
    sending: 'Sending your request…',
    sent: 'Your refill request was sent.',
    confirmedTitle: 'Thank you! Your refill request is in.',
    confirmed: 'Your request number is {{id}}. We will call you to confirm it.',
    loading: 'Loading the form…',
    loadFailed: 'We could not load the form.',
  },
};

export default refill;
