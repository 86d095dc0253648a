import * as z from 'zod/mini';

/**
 * The newsletter box (SPEC §5): empty gives the required message; the address must contain @ and a
 * dot, else the email-format message.
 */
// Module-level schemas sit in pure IIFEs: `.check()` is a method call, which a bundler must keep,
// so without the wrapper every widget would carry every form and zod (DESIGN §6 byte budget).
export const newsletterSchema = /* @__PURE__ */ (() =>
  z.object({
    email: z
      .string('validation.emailRequired')
      .check(
        z.trim(),
        z.minLength(1, 'validation.emailRequired'),
        z.refine((email) => email === '' || (email.includes('@') && email.includes('.')), 'validation.emailInvalid'),
      ),
  }))();
