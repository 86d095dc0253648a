import { MIN_AGE } from '@candleshop/rules';
import { z } from 'zod';
import { zodEmail, zodName, zodPassword, zodPhone } from '../../internal/zod-rules.js';
import { ageOn } from '../../services/accounts/rules.js';
import { idArg } from '../args.js';

// SPEC §5 rules (@candleshop/rules), checked again on the server with the client's message keys
// (core validation/*), so a client that skips its own checks gets the same answers.

/** SPEC §5: required, then something@something.something (no stricter: mail proves it). */
export const emailField = () => zodEmail('validation.emailInvalid', 'validation.emailRequired');

/** A person's name: one line (SECURITY-REVIEW M3: names go into mails), required. */
export const nameField = () => zodName('validation.nameRequired');

/** SPEC §5: required, 8 or more characters; never trimmed. */
export const passwordField = () => zodPassword({ required: 'validation.passwordRequired', short: 'validation.passwordLength', long: 'input.password.max' });

/** SPEC §5 Phone: required, an Iraqi mobile number, stored in E.164 (issue 36 item 3). */
export const phoneField = () => zodPhone('validation.phoneInvalid', 'validation.phoneRequired');

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

export const cityField = () => z.string({ error: 'validation.cityRequired' }).min(1, { error: 'validation.cityRequired' }).pipe(idArg('city'));
