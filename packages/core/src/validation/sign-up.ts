import * as z from 'zod/mini';
import { isOfAge } from './age.js';
import { password, requiredId, requiredText } from './fields.js';
import { phoneField } from './phone.js';

/** SPEC §3 Registration payload: male, female or null ("prefer not to say"). */
export type Gender = 'male' | 'female' | null;

/**
 * The sign-up form (SPEC §5 Sign-up) on the day `today` (injected, so the 18-year rule is testable):
 * name and email required and trimmed, phone, password of 8 or more, city required, date of birth
 * optional but 18 years or more on the day, gender male, female or null.
 */
export function signUpSchema(today: Date) {
  return z.object({
    name: requiredText('validation.nameRequired'),
    email: requiredText('validation.emailRequired'),
    phone: phoneField(),
    password: password(),
    city: requiredId('validation.cityRequired'),
    dob: z.pipe(
      z.optional(
        z.nullable(
          z.string().check(
            z.refine((dob) => dob === '' || isOfAge(dob, today) !== undefined, 'validation.dobInvalid'),
            z.refine((dob) => dob === '' || isOfAge(dob, today) !== false, 'validation.underage'),
          ),
        ),
      ),
      z.transform((dob): string | null => dob || null),
    ),
    gender: z.pipe(
      z.optional(z.nullable(z.union([z.enum(['male', 'female']), z.literal('')], 'validation.genderInvalid'))),
      z.transform((gender): Gender => gender || null),
    ),
    /** The stored path of an uploaded profile image. */
    profile: z.optional(z.nullable(z.string())),
  });
}

/** The sign-up form's cleaned data: the registration payload less the human-check token. */
export type SignUpData = z.output<ReturnType<typeof signUpSchema>>;
