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
  return text.replace(/[٠-٩۰-۹]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * Whether `phone` (Western digits, trimmed) is an Iraqi mobile number (SPEC §5, §9): 07 plus 9
 * digits or 7 plus 9 digits, at most 7799999999 as a number.
 * @example isPhone('07501234567') // true
 */
export function isPhone(phone: string): boolean {
  // 7 then a digit up to 7 then 8 more: the numbers up to PHONE_CAP (phone.test.ts holds them in step).
  return /^0?7[0-7][0-9]{8}$/.test(phone);
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
