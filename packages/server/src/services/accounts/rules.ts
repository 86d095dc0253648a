import { EMAIL_MAX_LENGTH, MAX_PASSWORD_LENGTH, MIN_AGE, normalizePhone } from '@candleshop/rules';
import { z } from 'zod';
import { zodAddress, zodEmail, zodName, zodPassword, zodPhone } from '../../internal/zod-rules.js';
import { idArg } from '../../resolvers/args.js';

// SPEC §5 rules (@candleshop/rules), checked again on the server with the client's message keys
// (core validation/*), so a client that skips its own checks gets the same answers.

/** Age in whole years on `today`'s Baghdad calendar day (Iraq keeps UTC+3), or undefined for a non-date. */
export function ageOn(dob: string, today: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return undefined;
  const local = new Date(today.getTime() + 3 * 60 * 60 * 1000);
  const [ty, tm, td] = [local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate()];
  const age = ty - year - (tm < month || (tm === month && td < day) ? 1 : 0);
  return age;
}

/** SPEC §5: required, then something@something.something (no stricter: mail proves it). */
export const emailField = () => zodEmail('validation.emailInvalid', 'validation.emailRequired');

/** A person's name: one line (SECURITY-REVIEW M3: names go into mails), required. */
export const nameField = () => zodName('validation.nameRequired');

/** SPEC §5: required, 8 or more characters; never trimmed. */
export const passwordField = () => zodPassword({ required: 'validation.passwordRequired', short: 'validation.passwordLength', long: 'input.password.max' });

/** SPEC §5 Phone: required, an Iraqi mobile number, stored as 07 and 9 digits. */
export const phoneField = () => zodPhone('validation.phoneInvalid', 'validation.phoneRequired').transform((phone) => normalizePhone(phone)!);

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

/** register's arguments (SPEC §3 Registration payload). */
export const registerArgs = z.object({
  name: nameField(),
  email: emailField(),
  phone: phoneField(),
  password: passwordField(),
  city: cityField(),
  dob: dobField(),
  gender: genderField(),
  profile: z.string().max(300).nullish(),
  // SPEC §7 lists token among register's optional arguments; without one the human check fails.
  token: z.string().max(4096).nullish(),
});

/** login's arguments: no rules beyond being strings (SPEC §5 Sign-in). */
export const loginArgs = z.object({
  email: z.string().max(EMAIL_MAX_LENGTH).transform((email) => email.trim().toLowerCase()),
  password: z.string().max(MAX_PASSWORD_LENGTH, { error: 'auth.failed' }),
  // SECURITY-REVIEW M1: past the throttle's limits a sign-in carries a human-check token.
  token: z.string().max(4096, { error: 'input.token.invalid' }).nullish(),
});

/** updateProfile's arguments; absent optional fields keep their value, null clears it. */
export const profileArgs = z.object({
  name: nameField(),
  email: emailField(),
  phone: phoneField().nullish(),
  city: z.string().pipe(idArg('city')).nullish(),
  address: zodAddress().nullish(),
  profile: z.string().max(300).nullish(),
  gender: genderField(),
  dob: dobField(),
  // SECURITY-REVIEW L2: optional (SPEC §7's call stays as it is), required when the email changes.
  password: z.string().max(1000, { error: 'input.password.max' }).nullish(),
});

/** addReview's arguments (SPEC §3 Review: 1 to 5 stars; a text of at most 2000 characters). */
export const reviewArgs = z.object({
  id: idArg('id'),
  rating: z.number({ error: 'validation.ratingRange' }).int({ error: 'validation.ratingRange' }).min(1, { error: 'validation.ratingRange' }).max(5, { error: 'validation.ratingRange' }),
  review: z.string({ error: 'validation.reviewRequired' }).trim().min(1, { error: 'validation.reviewRequired' }).max(2000, { error: 'input.review.max' }),
});
