import type { Messages } from '../../translate.js';

// Texts of the newsletter box, in English (its mails' confirm and unsubscribe pages are the storefront's: site/).
const newsletter: Messages = {
  // SPEC §9: the newsletter gives 15% off the next purchase.
  newsletterBox: {
    heading: 'Newsletter',
    offer: 'Subscribe and get 15% off your next purchase',
    email: 'Email address',
    subscribe: 'Subscribe',
    sending: 'Subscribing…',
    success: 'Almost there! Open the link we mailed you to confirm; your 15% code for your next purchase follows.',
    localCheck: 'Local human check: nothing is verified (offline stand-in).',
  },
};

export default newsletter;
