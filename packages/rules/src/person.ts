/** SPEC §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

/** Longest password accepted: hashing takes any length, this bounds the work per attempt. */
export const MAX_PASSWORD_LENGTH = 256;

/** What is wrong with a password (never trimmed), or undefined: SPEC §5 required, 8 or more. */
export function passwordProblem(password: string): 'required' | 'short' | 'long' | undefined {
  if (!password) return 'required';
  if (password.length < MIN_PASSWORD_LENGTH) return 'short';
  return password.length > MAX_PASSWORD_LENGTH ? 'long' : undefined;
}

/** SPEC §9: minimum age. */
export const MIN_AGE = 18;

/** Longest name of a person (an account, a guest, a white-label contact), after trimming. */
export const NAME_MAX_LENGTH = 200;

/** Longest delivery address, after trimming. */
export const ADDRESS_MAX_LENGTH = 500;

/** Longest order note. */
export const NOTES_MAX_LENGTH = 2000;

/**
 * A name on one line: CR, LF and line separators become spaces (SECURITY-REVIEW M3: names go into
 * mails), then trimmed.
 * @example oneLine(' Shilan\r\nAhmed ') // 'Shilan Ahmed'
 */
export function oneLine(name: string): string {
  return name.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
}

/** What is wrong with a name (give it through {@link oneLine}), or undefined (SPEC §5: required). */
export function nameProblem(name: string): 'required' | 'long' | undefined {
  if (!name) return 'required';
  return name.length > NAME_MAX_LENGTH ? 'long' : undefined;
}
