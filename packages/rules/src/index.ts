// The shop's facts, once, for the server and every client: plain data and pure checks, no
// dependencies (README.md says how to add one).
export { EMAIL_MAX_LENGTH, isEmail, normalizeEmail } from './email.js';
export { westernDigits } from './digits.js';
export { isolate, isolateIn, FIRST_STRONG_ISOLATE, POP_ISOLATE } from './bidi.js';
export { PHONE_EXAMPLE, PHONE_INPUT_LENGTH, isPhone, normalizePhone, nationalPhone } from './phone.js';
export { MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH, passwordProblem, MIN_AGE, NAME_MAX_LENGTH, ADDRESS_MAX_LENGTH, NOTES_MAX_LENGTH, oneLine, nameProblem } from './person.js';
export { QUANTITY, quantityProblem } from './quantity.js';
export { PAYMENT_METHODS, DEFAULT_PAYMENT_METHOD, GATEWAYS, isPaymentMethod } from './payment-methods.js';
export type { PaymentMethod, Gateway, FibToken } from './payment-methods.js';
export { LANGUAGES, DEFAULT_LANG, isLang } from './languages.js';
export type { Lang } from './languages.js';
export { ORDER_STATUSES, ORDER_MOVES } from './order-status.js';
export type { OrderStatus } from './order-status.js';
export { PARTNER_HEADER, ATTRIBUTION_HEADER, PARTNER_KEY, isPartnerKey } from './partner-attribution.js';
export { SIGNED_CODE_PREFIX, SIGNATURE_BYTES, claimBytes, signedBytes, signedCodeText, readTicketCode, doorCodeOf, doorCheckOf, toBase64Url, fromBase64Url } from './ticket-code.js';
export type { TicketClaim, ReadCode } from './ticket-code.js';
export { PARTNER_STATUSES, MAX_PARTNER_ORIGINS, COMMISSION_PERCENT, originProblem, isCommissionPercent } from './partner.js';
export type { PartnerStatus } from './partner.js';
export { GIFT_CARD_RANDOM_BYTES, GIFT_CARD_CODE_LENGTH, giftCardCodeOf, readGiftCardCode } from './gift-card-code.js';
export { GIFT_MESSAGE_MAX_LENGTH, GIFT_SEND_AHEAD_DAYS, giftRecipientProblems } from './gift-card-recipient.js';
export type { GiftRecipient, GiftRecipientProblem } from './gift-card-recipient.js';
export { SHOP_TIME_ZONE, SHOP_UTC_OFFSET, SHOP_OFFSET_MS, shopDateTime, shopDate, shopDayStart, shopMidnight } from './shop-time.js';
export { PROMOTION_KINDS, PROMOTION_TARGETS, promotionReduction, promotionTargets, promotedUnitPrice } from './promotion-price.js';
export type { PromotionKind, PromotionTarget, PromotionLine, PromotionTerms, PromotionReduction } from './promotion-price.js';
