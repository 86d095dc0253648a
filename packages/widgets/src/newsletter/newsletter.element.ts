import type { ElementDescription } from '../internal/element-description.js';

/**
 * Detail of `candle-newsletter-requested`. The address stays inside the widget: the partner page
 * learns that someone subscribed, not who.
 */
export interface NewsletterRequestedDetail {
  /** The confirmation mail went out. */
  mailed: true;
}

/** `<candle-newsletter>`: the one description its docs, manifest and typings come from. */
export const newsletterElement = {
  tag: 'candle-newsletter',
  className: 'CandleNewsletterElement',
  summary: "The newsletter box (SPEC §5, §8) for any page: an email and a button; the subscriber's confirmation brings a personal 15% code.",
  description:
    'The visitor types an email address (required; it must contain @ and a dot) and subscribes; a human-check token is sent along. The shop mails a confirmation link (double opt-in): only once it is followed is the address subscribed, and the welcome mail carries a personal code for 15% off the next purchase, which the checkout accepts once. The box says whether the mail went out, or why not (SPEC §8), and keeps what was typed after a failure. Every newsletter mail has an unsubscribe link.',
  attributes: [{ name: 'lang', type: "'en' | 'ku' | 'ar'", default: "the loader's data-lang", description: 'The language, for this element only.', prop: 'lang' }],
  properties: [],
  events: [
    {
      name: 'candle-newsletter-requested',
      detailType: 'NewsletterRequestedDetail',
      cancelable: false,
      description: 'The shop mailed the confirmation link; the address is subscribed once the link is followed.',
    },
  ],
  analytics: '`sign_up` (`method`: `newsletter`) when the sign-up is taken and the confirmation mail sent.',
  parts: [
    { name: 'base', description: 'The whole box.' },
    { name: 'form', description: 'The form with the email field and the button.' },
    { name: 'field-error', description: "The email field's message." },
    { name: 'submit', description: 'The subscribe button.' },
    { name: 'alert', description: 'The message after subscribing: success or failure.' },
  ],
  slots: [],
} as const satisfies ElementDescription;
