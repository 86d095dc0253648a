import { describe, expect, it } from 'vitest';
import { cutPhoneInput, isPhone, phoneDigits, phoneSchema } from './phone.js';
import { validate } from './validate.js';

const check = (phone: unknown) => validate(phoneSchema, { phone });

describe('phoneSchema', () => {
  it('requires a phone', () => {
    expect(check('')).toEqual({ ok: false, errors: { phone: 'validation.phoneRequired' } });
    expect(check(undefined)).toEqual({ ok: false, errors: { phone: 'validation.phoneRequired' } });
  });

  it('takes 07 plus 9 digits and 7 plus 9 digits', () => {
    expect(check('07701234567')).toEqual({ ok: true, data: { phone: '07701234567' } });
    expect(check('7701234567')).toEqual({ ok: true, data: { phone: '7701234567' } });
  });

  it("takes every Iraqi mobile prefix, Zain's 078 and 079 too (issue 36 item 3 lifts the old cap)", () => {
    expect(check('07801110002').ok).toBe(true);
    expect(check('7991234567').ok).toBe(true);
    expect(check('+964 780 111 0002').ok).toBe(true);
    expect(check('06801110002')).toEqual({ ok: false, errors: { phone: 'validation.phoneInvalid' } });
  });

  it('refuses 07 plus only 8 digits (0799999999 is 10 characters)', () => {
    expect(check('0799999999')).toEqual({ ok: false, errors: { phone: 'validation.phoneInvalid' } });
  });

  it('converts Arabic-Indic digits first', () => {
    expect(check('٠٧٧١٢٣٤٥٦٧٨')).toEqual({ ok: true, data: { phone: '07712345678' } });
    expect(check('۰۷۷۱۲۳۴۵۶۷۸').ok).toBe(true);
  });

  it('refuses other lengths and prefixes', () => {
    expect(check('077012345678').ok).toBe(false); // 12 digits
    expect(check('770123456').ok).toBe(false); // 9 digits
    expect(check('06701234567').ok).toBe(false);
    expect(check('0770 123 456').ok).toBe(false);
  });
});

describe('phone inputs', () => {
  it('keeps only Western digits and a leading + in the sign-up field', () => {
    expect(phoneDigits('٠٧٧٠-١٢٣ 4567x')).toBe('07701234567');
    expect(phoneDigits('+964 770-123+4567')).toBe('+9647701234567');
  });

  it('cuts the popup input after the longest typed form', () => {
    expect(cutPhoneInput('00964 770 123 4567 89')).toBe('00964 770 123 4567 8');
    expect(cutPhoneInput('0770')).toBe('0770');
  });

  it('exposes the rule itself', () => {
    expect(isPhone('7801110002')).toBe(true);
    expect(isPhone('780111000')).toBe(false);
  });
});
