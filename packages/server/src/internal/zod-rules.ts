import { ADDRESS_MAX_LENGTH, GATEWAYS, isEmail, nameProblem, normalizePhone, NOTES_MAX_LENGTH, oneLine, passwordProblem, PAYMENT_METHODS, QUANTITY } from '@candleshop/rules';
import { z } from 'zod';

// The shared facts (@candleshop/rules) as zod schemas, so the server refuses exactly what the
// clients' forms refuse (tests/contract/field-rules.test.ts holds both to one table). Each call
// keeps the message keys its clients already read; a blank field may have its own key.

/**
 * An email: trimmed, then `isEmail`. Blank gives `required` (and no second key).
 * @example zodEmail('validation.emailInvalid', 'validation.emailRequired')
 */
export function zodEmail(invalid: string, required = invalid) {
  return z
    .string({ error: required })
    .trim()
    .refine((email) => email.length > 0, { error: required, abort: true })
    .refine(isEmail, { error: invalid });
}

/**
 * An Iraqi mobile number in any form people type; the value is its one stored form, E.164
 * (SECURITY-REVIEW-2 N11: one phone is one customer for the hold caps and one text recipient).
 */
export function zodPhone(invalid: string, required = invalid) {
  return z
    .string({ error: required })
    .trim()
    .refine((phone) => phone.length > 0, { error: required, abort: true })
    .transform((phone, ctx) => normalizePhone(phone) ?? (ctx.addIssue({ code: 'custom', message: invalid }), z.NEVER));
}

/** A person's name on one trimmed line (SECURITY-REVIEW M3: names go into mails). */
export function zodName(required: string, long = 'input.name.max') {
  return z
    .string({ error: required })
    .transform(oneLine)
    .superRefine((name, ctx) => {
      const problem = nameProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: problem === 'required' ? required : long });
    });
}

/** A password, never trimmed: SPEC §5 required and 8 or more, at most MAX_PASSWORD_LENGTH. */
export function zodPassword(keys: { required: string; short: string; long: string }) {
  return z.string({ error: keys.required }).superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: keys[problem] });
  });
}

/** An optional delivery address, trimmed, within the shared length (`input.address.*`). */
export const zodAddress = () => z.string({ error: 'input.address.invalid' }).trim().max(ADDRESS_MAX_LENGTH, { error: 'input.address.max' });

/** An order's notes, within the shared length (`input.notes.*`). */
export const zodNotes = () => z.string({ error: 'input.notes.invalid' }).max(NOTES_MAX_LENGTH, { error: 'input.notes.max' });

/** A line's quantity (SECURITY A4): a whole number within QUANTITY (`input.quantity.*`). */
export const zodQuantity = () =>
  z.number({ error: 'input.quantity.invalid' }).int({ error: 'input.quantity.invalid' }).min(QUANTITY.min, { error: 'input.quantity.min' }).max(QUANTITY.max, { error: 'input.quantity.max' });

/** One of SPEC §1's payment methods (`input.method.invalid`). */
export const zodPaymentMethod = () => z.enum(PAYMENT_METHODS, { error: 'input.method.invalid' });

/** A provider's method: every one but cash (`input.method.invalid`). */
export const zodGateway = () => z.enum(GATEWAYS, { error: 'input.method.invalid' });
