import type { Messages } from '../../translate.js';

// The refill plans' texts in English (issue 37 item 1): only the pages of plans load them.
const plans: Messages = {
  planCyclePage: {
    title: 'Your refill plan',
    heading: 'Refill plan {{id}}: the refill of {{day}}',
    intro: 'Confirm it and we place it at this price; skip it and your plan moves on to the next refill.',
    every: 'Every {{weeks}} weeks',
    total: 'Price today',
    placedTotal: 'Placed at',
    confirm: 'Confirm this refill',
    confirming: 'Confirming…',
    skip: 'Skip this refill',
    skipping: 'Skipping…',
    confirmed: 'Thank you: this refill is confirmed and placed.',
    skipped: 'Skipped: your plan goes on with the next refill.',
    closed: 'This plan is paused or ended: this refill will not be placed.',
    seeRefill: 'See the refill request',
  },
};

export default plans;
