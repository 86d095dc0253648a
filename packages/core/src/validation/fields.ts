import { ADDRESS_MAX_LENGTH, isEmail, nameProblem, oneLine, passwordProblem } from '@candleshop/rules';
import type { Check, Checked } from './validate.js';

// The rules themselves are shared with the server (@candleshop/rules); these checks give their keys.
export { MIN_PASSWORD_LENGTH } from '@candleshop/rules';

/** A field's cleaned value. */
export const valid = <Value>(value: Value): Checked<Value> => ({ value });

/** A field's problem, as its message key. */
export const invalid = (error: string): Checked<never> => ({ error });

/** A text that must not be blank; it is trimmed (SPEC §5 Sign-up: name and email are trimmed). */
export function requiredText(key: string): Check<string> {
  return (value) => {
    const text = typeof value === 'string' ? value.trim() : '';
    return text ? valid(text) : invalid(key);
  };
}

/** A chosen id (a select's value); numbers are accepted and kept as strings, as GraphQL IDs are. */
export function requiredId(key: string): Check<string> {
  return (value) => ((typeof value === 'string' && value) || (typeof value === 'number' && Number.isFinite(value)) ? valid(String(value)) : invalid(key));
}

/** A text that may be left out (undefined or null). */
export const optionalText: Check<string | null | undefined> = (value) =>
  value === undefined || value === null || typeof value === 'string' ? valid(value) : invalid('errors.unexpected');

const TOO_LONG = 'validation.tooLong';
const PASSWORD_KEYS = { required: 'validation.passwordRequired', short: 'validation.passwordLength', long: TOO_LONG } as const;

/** A password: required, then at least 8 characters (SPEC §5, §9). Never trimmed. */
export const password: Check<string> = (value) => {
  const problem = passwordProblem(typeof value === 'string' ? value : '');
  return problem ? invalid(PASSWORD_KEYS[problem]) : valid(value as string);
};

/** An email (SPEC §5): trimmed; blank gives `required`, else it must be an address. */
export function emailField(required: string): Check<string> {
  return (value) => {
    const email = typeof value === 'string' ? value.trim() : '';
    if (!email) return invalid(required);
    return isEmail(email) ? valid(email) : invalid('validation.emailInvalid');
  };
}

/** A person's name on one trimmed line (SPEC §5: required); blank gives `required`. */
export function nameField(required: string): Check<string> {
  return (value) => {
    const name = typeof value === 'string' ? oneLine(value) : '';
    const problem = nameProblem(name);
    return problem ? invalid(problem === 'required' ? required : TOO_LONG) : valid(name);
  };
}

/** A delivery address: trimmed, required (`required`), within the server's length. */
export function addressField(required: string): Check<string> {
  return (value) => {
    const address = typeof value === 'string' ? value.trim() : '';
    if (!address) return invalid(required);
    return address.length > ADDRESS_MAX_LENGTH ? invalid(TOO_LONG) : valid(address);
  };
}
