import { describe, expect, it } from 'vitest';
import { isOfAge } from './age.js';
import { signUpSchema } from './sign-up.js';
import { validate } from './validate.js';

const today = new Date(2026, 4, 17); // 17 May 2026, the shopper's day
const form = {
  name: '  Ada Kamal ',
  email: ' ada@example.iq ',
  phone: '07701234567',
  password: 'candles8',
  city: '3',
  dob: '',
  gender: '',
};
const check = (changes: Record<string, unknown>) => validate(signUpSchema(today), { ...form, ...changes });

describe('signUpSchema', () => {
  it('accepts a complete form, trimming name and email', () => {
    expect(check({})).toEqual({
      ok: true,
      data: { name: 'Ada Kamal', email: 'ada@example.iq', phone: '07701234567', password: 'candles8', city: '3', dob: null, gender: null },
    });
  });

  it('gives every missing field its own message', () => {
    expect(validate(signUpSchema(today), {})).toEqual({
      ok: false,
      errors: {
        name: 'validation.nameRequired',
        email: 'validation.emailRequired',
        phone: 'validation.phoneRequired',
        password: 'validation.passwordRequired',
        city: 'validation.cityRequired',
      },
    });
    expect(check({ name: '   ', email: '' }).errors).toEqual({ name: 'validation.nameRequired', email: 'validation.emailRequired' });
  });

  it('needs a password of 8 or more characters', () => {
    expect(check({ password: 'candles' }).errors).toEqual({ password: 'validation.passwordLength' });
    expect(check({ password: 'candles!' }).ok).toBe(true);
  });

  it('accepts someone turning 18 today and refuses one day short', () => {
    expect(check({ dob: '2008-05-17' })).toMatchObject({ ok: true, data: { dob: '2008-05-17' } });
    expect(check({ dob: '2008-05-18' }).errors).toEqual({ dob: 'validation.underage' });
  });

  it('refuses a date of birth that is not a date', () => {
    expect(check({ dob: '2008-02-30' }).errors).toEqual({ dob: 'validation.dobInvalid' });
    expect(check({ dob: 'yesterday' }).errors).toEqual({ dob: 'validation.dobInvalid' });
  });

  it('takes male, female or nothing for gender', () => {
    expect(check({ gender: 'female' }).data?.gender).toBe('female');
    expect(check({ gender: null }).data?.gender).toBeNull();
    expect(check({ gender: 'other' }).errors).toEqual({ gender: 'validation.genderInvalid' });
  });

  it('checks the phone like the popup does', () => {
    expect(check({ phone: '6800000000' }).errors).toEqual({ phone: 'validation.phoneInvalid' });
  });
});

describe('isOfAge', () => {
  it('counts the birthday itself', () => {
    expect(isOfAge('2008-05-17', today)).toBe(true);
    expect(isOfAge('2008-05-18', today)).toBe(false);
    expect(isOfAge('2007-12-31', today)).toBe(true);
  });

  it('lets someone born on 29 February come of age on 1 March', () => {
    expect(isOfAge('2008-02-29', new Date(2026, 1, 28))).toBe(false);
    expect(isOfAge('2008-02-29', new Date(2026, 2, 1))).toBe(true);
  });
});
