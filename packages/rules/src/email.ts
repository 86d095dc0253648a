/** The longest address mail can carry (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Whether `email` (already trimmed) is an address: something@something.something, at most
 * {@link EMAIL_MAX_LENGTH} characters (SPEC §5).
 * @example isEmail('shilan@example.com') // true
 */
export function isEmail(email: string): boolean {
  // SPEC §5: an @ and a dot after it; no stricter, since the mail sent to it proves the rest.
  return email.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/**
 * An address as compared: trimmed and lower-cased, so one customer's address typed twice is one.
 * @example normalizeEmail(' Shilan@Example.com ') // 'shilan@example.com'
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
