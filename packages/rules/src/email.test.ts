import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmail } from './email.js';

describe('isEmail', () => {
  it('takes something@something.something', () => {
    expect(isEmail('shilan@example.com')).toBe(true);
    expect(isEmail('a.b+c@mail.example.iq')).toBe(true);
  });

  it('refuses an address without an @, a dot after it, or with spaces', () => {
    for (const email of ['', 'shilan', 'shilan@example', 'shilan.example.com', '@example.com', 'shilan@.com', 'shi lan@example.com', 'a@b@example.com']) {
      expect(isEmail(email), email).toBe(false);
    }
  });

  it('takes 254 characters and refuses 255', () => {
    const at = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(isEmail(at(EMAIL_MAX_LENGTH))).toBe(true);
    expect(isEmail(at(EMAIL_MAX_LENGTH + 1))).toBe(false);
  });
});
