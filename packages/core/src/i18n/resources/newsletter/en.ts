import type { Messages } from '../../translate.js';

// Texts of the newsletter box and of the pages its mails link to, in English.
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
  // The pages the newsletter mails link to.
  newsletterPage: {
    confirmTitle: 'Confirm your subscription',
    confirming: 'Confirming your subscription…',
    confirmed: 'You are subscribed. Thank you!',
    alreadyConfirmed: 'Your subscription was already confirmed.',
    yourCode: 'Your personal code for {{percent}} off your next purchase:',
    codeUsed: 'This code has been used for an order.',
    codeHint: 'We mailed it to you too. Enter it at the checkout; it works for one order.',
    linkInvalid: 'This link is invalid or has expired. Please sign up again.',
    unsubscribeTitle: 'Unsubscribe from the newsletter',
    unsubscribeText: 'Stop receiving the newsletter at {{email}}?',
    unsubscribe: 'Unsubscribe',
    unsubscribing: 'Unsubscribing…',
    unsubscribed: 'You will not receive the newsletter any more.',
    shop: 'Continue shopping',
  },
};

export default newsletter;
