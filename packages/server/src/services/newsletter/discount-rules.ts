/**
 * SPEC §1, §9: the newsletter's code takes 15% off the next purchase. The code is a single-use
 * code of the newsletter's promotion (migration 090), priced by the rules' promotionReduction
 * like every promotion; this is the share its mails announce.
 */
export const NEWSLETTER_DISCOUNT_PERCENT = 15;

/** Characters of a subscriber's personal code: about 50 random bits (SECURITY-REVIEW L9 limits guesses). */
export const NEWSLETTER_CODE_LENGTH = 10;
