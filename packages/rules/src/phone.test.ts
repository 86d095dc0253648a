import { describe, expect, it } from 'vitest';
import { isPhone, normalizePhone, PHONE_CAP, westernDigits } from './phone.js';

describe('phone rules (SPEC §5, §9)', () => {
  it('takes 07 plus 9 digits or 7 plus 9 digits', () => {
    expect(isPhone('07501234567')).toBe(true);
    expect(isPhone('7501234567')).toBe(true);
  });

  it('refuses other lengths, other prefixes and numbers above the cap', () => {
    for (const phone of ['', '0750123456', '075012345678', '08501234567', '06501234567', '7801234567', '07801234567', '0750 123 4567']) {
      expect(isPhone(phone), phone).toBe(false);
    }
    expect(isPhone('07799999999')).toBe(true);
  });

  it('caps the number at PHONE_CAP', () => {
    expect(isPhone(String(PHONE_CAP))).toBe(true);
    expect(isPhone(String(PHONE_CAP + 1))).toBe(false);
    expect(isPhone('7800000000')).toBe(false);
    for (const phone of ['7000000000', '7712345678', '07012345678']) expect(isPhone(phone), phone).toBe(Number(phone) <= PHONE_CAP);
  });

  it('reads Arabic-Indic and Extended Arabic-Indic digits as Western ones', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('tel 07')).toBe('tel 07');
  });

  it('stores one form: 07 and 9 digits', () => {
    expect(normalizePhone(' ٧٥٠١٢٣٤٥٦٧ ')).toBe('07501234567');
    expect(normalizePhone('07501234567')).toBe('07501234567');
    expect(normalizePhone('0750123456')).toBeUndefined();
  });
});
