import type { Messages } from '../../translate.js';

// The gift card page's texts in English (issue 35 item 1): only that page loads them.
const giftCards: Messages = {
  giftCardPage: {
    title: 'Gift card',
    loading: 'Opening your gift card…',
    heading: 'Gift card ending {{last4}}',
    amount: 'Amount',
    balance: 'Balance left',
    code: 'Code',
    qr: 'QR code of the gift card',
    spend: 'Spend it on candles, refills and workshop tickets at the shop and on partner pages.',
    void: 'The shop stopped this card: it cannot be spent.',
    print: 'Print the card',
    noCode: "Open the whole link from your mail, or type a card's code below.",
    check: {
      title: 'Check a balance',
      code: 'Gift card code',
      hint: 'The 20 letters and digits on the card, for example 7KQ2-M9XD-4T0B-HV3N-8RCW',
      submit: 'Check the balance',
      checking: 'Checking…',
    },
    send: {
      title: 'Send it to someone',
      intro: 'We send them the card by mail and text message on the day you choose, in their language.',
      name: 'Their name',
      email: 'Their email',
      phone: 'Their mobile number',
      phoneHint: 'An Iraqi mobile number, for example 0780 123 4567',
      contactHint: 'An email, a mobile number, or both.',
      message: 'Your message (optional)',
      messageHint: 'At most {{max}} characters.',
      lang: 'Their language',
      sendOn: 'Day to send it',
      submit: 'Send the card',
      sending: 'Saving…',
      scheduled: 'It will be sent to {{name}} on {{date}}. You can still change it until then.',
      sent: 'It was sent to {{name}}.',
    },
    fields: {
      code: { required: "Type the card's code.", mistyped: 'This code is not right: check each character.' },
      name: { required: 'Write their name.', long: 'The name is too long.' },
      contact: { required: 'Give an email or a mobile number.' },
      email: { invalid: 'This email is not valid.' },
      phone: { invalid: 'Enter an Iraqi mobile number, for example 0780 123 4567.' },
      message: { long: 'The message is too long.' },
      lang: { invalid: 'Choose a language.' },
      sendOn: { required: 'Choose a day.', invalid: 'Choose a day.', past: 'Choose today or a later day.', far: 'Choose a day within a year.' },
    },
    errors: {
      mistyped: 'This code is not right: check each character.',
      unknown: 'No gift card has this code.',
      throttled: 'Too many wrong codes. Please wait 15 minutes and try again.',
      void: 'The shop stopped this card: it cannot be sent.',
      sent: 'This card was already sent to its recipient.',
      fields: 'Please check the fields.',
      failed: 'It could not be done. Please try again.',
    },
  },
};

export default giftCards;
