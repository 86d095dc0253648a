/** SPEC §9: the numeric cap of a phone number. */
export const PHONE_CAP = 7799999999;

/** SPEC §5, §9: the phone popup's input is cut at 11 characters. */
export const PHONE_INPUT_LENGTH = 11;

/**
 * Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9) digits become Western ones,
 * as Kurdish and Arabic keyboards type them (SPEC §5 Phone).
 * @example westernDigits('٠٧٥٠') // '0750'
 */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * Whether `phone` (Western digits, trimmed) is an Iraqi mobile number (SPEC §5, §9): 07 plus 9
 * digits or 7 plus 9 digits, at most 7799999999 as a number.
 * @example isPhone('07501234567') // true
 */
export function isPhone(phone: string): boolean {
  return /^0?7[0-9]{9}$/.test(phone) && Number(phone) <= PHONE_CAP;
}

/**
 * A typed phone in its one stored form, `07` and 9 digits, or undefined when it is not a phone.
 * @example normalizePhone(' ٧٥٠١٢٣٤٥٦٧') // '07501234567'
 */
export function normalizePhone(input: string): string | undefined {
  const phone = westernDigits(input).trim();
  if (!isPhone(phone)) return undefined;
  return phone.startsWith('0') ? phone : `0${phone}`;
}
