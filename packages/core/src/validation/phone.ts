import { isPhone, PHONE_INPUT_LENGTH, westernDigits } from '@candleshop/rules';
import { ruleField } from './fields.js';
import type { Check } from './validate.js';

// The phone rule is shared with the server (@candleshop/rules); these are its forms' uses.
export { isPhone, nationalPhone, PHONE_EXAMPLE } from '@candleshop/rules';

/** SPEC §5, §9: the phone popup's input is cut (issue 36 item 3: long enough for `00964 770 123 4567`). */
export const PHONE_POPUP_LENGTH = PHONE_INPUT_LENGTH;

/** SPEC §5: the sign-up phone field keeps only digits (and a leading +), Arabic-Indic ones converted to Western. */
export function phoneDigits(input: string): string {
  return westernDigits(input).replace(/(?!^\+)[^0-9]/g, '');
}

/** SPEC §5: the phone popup's input is cut to PHONE_POPUP_LENGTH characters. */
export function cutPhoneInput(input: string): string {
  return input.slice(0, PHONE_POPUP_LENGTH);
}

/**
 * A phone field (SPEC §5, completion popup and sign-up): required; Arabic-Indic digits become
 * Western first; then the number must be an Iraqi mobile number in any form people type (issue 36
 * item 3 lifts SPEC §5's cap at 7799999999). `required` is the key of a blank one.
 */
export const phoneCheck = (required: string): Check<string> =>
  ruleField(
    required,
    (phone) => (isPhone(phone) ? undefined : 'validation.phoneInvalid'),
    (text) => westernDigits(text).trim(),
  );

/** The popup's and sign-up's phone field. */
export const phoneField: Check<string> = /* @__PURE__ */ phoneCheck('validation.phoneRequired');

/** The phone-completion popup's form (SPEC §4 Phone popup, §5 Phone). */
export const phoneSchema = { phone: phoneField };
