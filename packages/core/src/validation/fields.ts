import * as z from 'zod/mini';

/** SPEC §9: minimum password length 8. */
export const MIN_PASSWORD_LENGTH = 8;

/** A text that must not be blank; it is trimmed (SPEC §5 Sign-up: name and email are trimmed). */
export function requiredText(key: string) {
  return z.string(key).check(z.trim(), z.minLength(1, key));
}

/** A chosen id (a select's value); numbers are accepted and kept as strings, as GraphQL IDs are. */
export function requiredId(key: string) {
  return z.pipe(
    z.union([z.string(key).check(z.minLength(1, key)), z.number(key)], key),
    z.transform((id) => String(id)),
  );
}

/** A password: required, then at least 8 characters (SPEC §5, §9). Never trimmed. */
export function password() {
  return z
    .string('validation.passwordRequired')
    .check(z.minLength(1, 'validation.passwordRequired'), z.minLength(MIN_PASSWORD_LENGTH, 'validation.passwordLength'));
}
