import { isOfAge } from './age.js';
import { optionalText, requiredId } from './choice-fields.js';
import { emailField, invalid, nameField, password, valid } from './fields.js';
import { phoneField } from './phone.js';
import type { Output } from './validate.js';

/** SPEC §3 Registration payload: male, female or null ("prefer not to say"). */
export type Gender = 'male' | 'female' | null;

/**
 * The sign-up form (SPEC §5 Sign-up) on the day `today` (injected, so the 18-year rule is testable):
 * name and email required and trimmed, phone, password of 8 or more, city required, date of birth
 * optional but 18 years or more on the day, gender male, female or null.
 */
export function signUpSchema(today: Date) {
  return {
    name: nameField('validation.nameRequired'),
    email: emailField('validation.emailRequired'),
    phone: phoneField,
    password,
    city: requiredId('validation.cityRequired'),
    dob: (dob: unknown) => {
      if (dob === undefined || dob === null || dob === '') return valid<string | null>(null);
      const adult = typeof dob === 'string' ? isOfAge(dob, today) : undefined;
      return adult === undefined ? invalid('validation.dobInvalid') : adult ? valid<string | null>(dob as string) : invalid('validation.underage');
    },
    gender: (gender: unknown) => (gender === undefined || gender === null || gender === '' ? valid<Gender>(null) : gender === 'male' || gender === 'female' ? valid<Gender>(gender) : invalid('validation.genderInvalid')),
    /** The stored path of an uploaded profile image. */
    profile: optionalText,
  };
}

/** The sign-up form's cleaned data: the registration payload less the human-check token. */
export type SignUpData = Output<ReturnType<typeof signUpSchema>>;
