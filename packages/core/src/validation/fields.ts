import type { Check, Checked } from './validate.js';

/** SPEC §9: minimum password length 8. */
export const MIN_PASSWORD_LENGTH = 8;

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

/** A password: required, then at least 8 characters (SPEC §5, §9). Never trimmed. */
export const password: Check<string> = (value) =>
  typeof value !== 'string' || !value ? invalid('validation.passwordRequired') : value.length < MIN_PASSWORD_LENGTH ? invalid('validation.passwordLength') : valid(value);
