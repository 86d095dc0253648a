import { isEmail, NAME_MAX_LENGTH, passwordProblem } from '@candleshop/rules';
import type { Check, Checked } from './validate.js';

// The rules themselves are shared with the server (@candleshop/rules); these checks give their keys.
export { MIN_PASSWORD_LENGTH } from '@candleshop/rules';

/** A field's cleaned value. */
export const valid = <Value>(value: Value): Checked<Value> => ({ value });

/** A field's problem, as its message key. */
export const invalid = (error: string): Checked<never> => ({ error });

const trim = (text: string) => text.trim();

/**
 * A text field that must not be blank (its key `required`), read by `read` (trimmed by default)
 * and then held to a shared rule that answers a message key or undefined.
 */
export function ruleField(required: string, rule: (text: string) => string | undefined, read = trim): Check<string> {
  return (value) => {
    const text = read(typeof value === 'string' ? value : '');
    const problem = text ? rule(text) : required;
    return problem ? invalid(problem) : valid(text);
  };
}

/** A text that must not be blank; it is trimmed (SPEC §5 Sign-up: name and email are trimmed). */
export const requiredText = (key: string): Check<string> => ruleField(key, () => undefined);

// Issue 23's refusal of what is too large fits a text past its shared length too.
export const TOO_LONG = 'errors.tooLarge';
const PASSWORD_KEYS = { required: 'validation.passwordRequired', short: 'validation.passwordLength', long: TOO_LONG } as const;

/** A password: required, then at least 8 characters (SPEC §5, §9). Never trimmed. */
export const password: Check<string> = (value) => {
  const problem = passwordProblem(typeof value === 'string' ? value : '');
  return problem ? invalid(PASSWORD_KEYS[problem]) : valid(value as string);
};

/** An email (SPEC §5): trimmed; blank gives `required`, else it must be an address. */
export const emailField = (required: string) => ruleField(required, (email) => (isEmail(email) ? undefined : 'validation.emailInvalid'));

/**
 * A person's name (SPEC §5: required, trimmed); blank gives `required`. Its field is one line, so
 * trimming reads it as the server's `oneLine` does.
 */
export const nameField = (required: string) => ruleField(required, (name) => (name.length > NAME_MAX_LENGTH ? TOO_LONG : undefined));
