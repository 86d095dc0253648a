import { toWesternDigits } from '../format/number.js';
import { invalid, valid } from './fields.js';
import type { Check } from './validate.js';

/** SPEC §9: the numeric cap of a phone number. */
export const PHONE_CAP = 7799999999;

/** SPEC §5, §9: the phone popup's input is cut at 11 characters. */
export const PHONE_POPUP_LENGTH = 11;

/**
 * Whether `phone` (Western digits) is a phone number (SPEC §5): 07 plus 9 digits or 7 plus 9 digits,
 * at most 7799999999 as a number (SPEC §9).
 */
export function isPhone(phone: string): boolean {
  return /^0?7[0-9]{9}$/.test(phone) && Number(phone) <= PHONE_CAP;
}

/** SPEC §5: the sign-up phone field keeps only digits, Arabic-Indic ones converted to Western. */
export function phoneDigits(input: string): string {
  return toWesternDigits(input).replace(/[^0-9]/g, '');
}

/** SPEC §5: the phone popup's input is cut to 11 characters. */
export function cutPhoneInput(input: string): string {
  return input.slice(0, PHONE_POPUP_LENGTH);
}

/**
 * A phone field (SPEC §5, completion popup and sign-up): required; Arabic-Indic digits become
 * Western first; then the number must pass `isPhone`. The cap applies in both forms, as SPEC §9
 * lists it among the phone's limits.
 */
export const phoneField: Check<string> = (value) => {
  const phone = typeof value === 'string' ? toWesternDigits(value).trim() : '';
  if (!phone) return invalid('validation.phoneRequired');
  return isPhone(phone) ? valid(phone) : invalid('validation.phoneInvalid');
};

/** The phone-completion popup's form (SPEC §4 Phone popup, §5 Phone). */
export const phoneSchema = { phone: phoneField };
