import { z } from 'zod';
import { ageOn, MAX_PASSWORD_LENGTH, MIN_AGE, MIN_PASSWORD_LENGTH, normalizePhone, westernDigits } from '../../services/accounts/rules.js';
import { idArg } from '../args.js';

// SPEC §5 rules, checked again on the server with the client's message keys (core validation/*),
// so a client that skips its own checks gets the same answers.

const trimmed = (key: string, max: number, maxKey: string) => z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: maxKey });

/** SPEC §5: required, then something@something.something (no stricter: mail proves it). */
export const emailField = () =>
  trimmed('validation.emailRequired', 254, 'validation.emailInvalid').refine((email) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email), {
    error: 'validation.emailInvalid',
  });

/** A person's name: one line, CR/LF and line separators become spaces (SECURITY-REVIEW M3: names go into mails). */
export const nameField = () =>
  z
    .string({ error: 'validation.nameRequired' })
    .transform((name) => name.replace(/[\r\n\u2028\u2029]+/g, ' '))
    .pipe(z.string().trim().min(1, { error: 'validation.nameRequired' }).max(100, { error: 'input.name.max' }));

/** SPEC §5: required, 8 or more characters; never trimmed. */
export const passwordField = () =>
  z
    .string({ error: 'validation.passwordRequired' })
    .min(1, { error: 'validation.passwordRequired' })
    .min(MIN_PASSWORD_LENGTH, { error: 'validation.passwordLength' })
    .max(MAX_PASSWORD_LENGTH, { error: 'input.password.max' });

export const phoneField = () =>
  z
    .string({ error: 'validation.phoneRequired' })
    .refine((phone) => westernDigits(phone).trim().length > 0, { error: 'validation.phoneRequired' })
    .refine((phone) => westernDigits(phone).trim() === '' || normalizePhone(phone) !== undefined, { error: 'validation.phoneInvalid' })
    .transform((phone) => normalizePhone(phone)!);

/** SPEC §5: optional; when given, a real date at least 18 years back. */
export const dobField = () =>
  z
    .string()
    .nullish()
    .transform((dob) => dob || null)
    .refine((dob) => dob === null || ageOn(dob, new Date()) !== undefined, { error: 'validation.dobInvalid' })
    .refine((dob) => dob === null || (ageOn(dob, new Date()) ?? 0) >= MIN_AGE, { error: 'validation.underage' });

/** SPEC §3: male, female or null (prefer not to say; an empty string means the same). */
export const genderField = () =>
  z
    .enum(['male', 'female', ''], { error: 'validation.genderInvalid' })
    .nullish()
    .transform((gender): 'male' | 'female' | null => gender || null);

export const cityField = () =>
  z
    .string({ error: 'validation.cityRequired' })
    .min(1, { error: 'validation.cityRequired' })
    .pipe(idArg('city'));
