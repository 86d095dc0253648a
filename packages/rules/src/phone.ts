import { westernDigits } from './digits.js';

/**
 * The phone popup's input is cut at this many characters (SPEC §5, §9 said 11; issue 36 item 3
 * accepts +964 and 00964 forms with spaces, so the longest typed form, `00964 770 123 4567`, fits).
 */
export const PHONE_INPUT_LENGTH = 20;

/** Where customers read a phone number in their forms and pages: the national form. */
export const PHONE_EXAMPLE = '0770 123 4567';

// Issue 36 item 3 (overrides SPEC §5's cap at 7799999999, which turned away Zain's 078/079
// customers): any Iraqi mobile number, 7 and 9 more digits, written nationally (07…, 7…) or
// internationally (+964 7…, 00964 7…, 964 7…), with spaces, dashes, dots or brackets between.
const IRAQI_MOBILE = /^(?:\+964|00964|964|0)?(7\d{9})$/;

/** The 10 digits after +964 of a typed Iraqi mobile number, or undefined. */
function subscriberDigits(input: string): string | undefined {
  // With the separators gone, anything but the digits and one prefix fails the anchored pattern.
  return IRAQI_MOBILE.exec(westernDigits(input).replace(/[\s\-.()]/g, ''))?.[1];
}

/**
 * Whether `phone` is an Iraqi mobile number in any of the forms people type (issue 36 item 3).
 * @example isPhone('0780 111 0002') // true
 */
export function isPhone(phone: string): boolean {
  return subscriberDigits(phone) !== undefined;
}

/**
 * A typed phone in its one stored form, E.164 (`+9647XXXXXXXXX`), or undefined when it is not an
 * Iraqi mobile number: one phone is one customer for the hold caps and one text recipient
 * (SECURITY-REVIEW-2 N11).
 * @example normalizePhone(' ٠٧٥٠ ١٢٣ ٤٥٦٧') // '+9647501234567'
 */
export function normalizePhone(input: string): string | undefined {
  const digits = subscriberDigits(input);
  return digits && `+964${digits}`;
}

/**
 * A phone as people read it, the national form `0770 123 4567`; anything that is not an Iraqi
 * mobile number is shown as it is.
 * @example nationalPhone('+9647701234567') // '0770 123 4567'
 */
export function nationalPhone(phone: string): string {
  const digits = subscriberDigits(phone);
  return digits ? `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : phone;
}
