import { graphql } from '../graphql.js';

// The gift card page (issue 35 item 1): a card by its code, for whoever holds it, and sending it
// to someone. The code is a variable of each call, never part of an address.

export const GiftCardFields = /* @__PURE__ */ graphql(`
  fragment GiftCardFields on GiftCardBalance { last4 amount balance status qrCode recipientName sendOn sentToRecipient }
`);

/** A card's amount, balance, QR code and recipient by its code as typed. */
export const GiftCard = /* @__PURE__ */ graphql(`query GiftCard($code: String!) { giftCardBalance(code: $code) { ...GiftCardFields } }`, [GiftCardFields]);

/** Sends the card to someone on a day. */
export const SendGiftCard = /* @__PURE__ */ graphql(`mutation SendGiftCard($code: String!, $recipient: GiftCardRecipientInput!) { sendGiftCard(code: $code, recipient: $recipient) { ...GiftCardFields } }`, [
  GiftCardFields,
]);
