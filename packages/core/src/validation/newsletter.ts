import type { Check } from './validate.js';
import { invalid, valid } from './fields.js';

/** The newsletter box's address (SPEC §5): trimmed; empty is required; it must contain @ and a dot. */
const newsletterEmail: Check<string> = (value) => {
  const email = typeof value === 'string' ? value.trim() : '';
  if (!email) return invalid('validation.emailRequired');
  return email.includes('@') && email.includes('.') ? valid(email) : invalid('validation.emailInvalid');
};

/**
 * The newsletter box (SPEC §5): empty gives the required message; the address must contain @ and a
 * dot, else the email-format message.
 */
export const newsletterSchema = { email: newsletterEmail };
