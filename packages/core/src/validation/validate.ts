import type * as z from 'zod/mini';

/** Message keys by field: what a form shows under its fields. */
export type FieldErrors = Partial<Record<string, string>>;

/** A form's outcome: the cleaned data, or a message key per failing field (never sentences). */
export type Validation<Data> = { ok: true; data: Data; errors?: undefined } | { ok: false; data?: undefined; errors: FieldErrors };

/**
 * Message keys SPEC §5 asks to be silent: a missing size blocks the add silently, and a review
 * out of range or without text is ignored. Forms leave these out of what they show.
 */
export const SILENT_KEYS: readonly string[] = ['validation.pickSize', 'validation.ratingRange', 'validation.reviewRequired'];

function check<S extends z.ZodMiniType>(schema: S, input: unknown, firstOnly: boolean): Validation<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    // A field shows its first problem: an empty field is "required", not also "invalid".
    errors[field] ??= issue.message;
    if (firstOnly) break;
  }
  return { ok: false, errors };
}

/**
 * Checks a form against its schema: every failing field gets its first message key.
 * @example validate(resetPasswordSchema, { password: 'short' }) // { ok: false, errors: { password: 'validation.passwordLength' } }
 */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown): Validation<z.output<S>> {
  return check(schema, input, false);
}

/** Checks a form whose fields are checked in order, one error at a time (SPEC §5 Checkout, guests). */
export function validateFirst<S extends z.ZodMiniType>(schema: S, input: unknown): Validation<z.output<S>> {
  return check(schema, input, true);
}
