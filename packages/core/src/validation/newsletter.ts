import { emailField } from './fields.js';

/**
 * The newsletter box (SPEC §5): empty gives the required message; the address must contain @ and a
 * dot, else the email-format message.
 */
export const newsletterSchema = /* @__PURE__ */ (() => ({ email: emailField('validation.emailRequired') }))();
