/** Message keys by field: what a form shows under its fields. */
export type FieldErrors = Partial<Record<string, string>>;

/** A form's outcome: the cleaned data, or a message key per failing field (never sentences). */
export type Validation<Data> = { ok: true; data: Data; errors?: undefined } | { ok: false; data?: undefined; errors: FieldErrors };

/** One field's outcome: its value cleaned (trimmed, converted), or the message key of its first problem. */
export type Checked<Value> = { value: Value; error?: undefined } | { error: string };

/**
 * Checks one field. `form` is the whole input, for a field that depends on another (a pickup's
 * selling point). Written as plain functions: SPEC §5's rules are one to three tests a field, and
 * a schema library would weigh more than every form's rules together (DESIGN §6 budgets).
 */
export type Check<Value> = (value: unknown, form: Readonly<Record<string, unknown>>) => Checked<Value>;

/** A form's checks by field, in the order the form shows them (`validateFirst` reports the first). */
export type Schema = Readonly<Record<string, Check<unknown>>>;

type ValueOf<C> = C extends Check<infer Value> ? Value : never;

/** The cleaned data of a schema: a field whose check may give `undefined` is optional. */
export type Output<S extends Schema> = {
  [Field in keyof S as undefined extends ValueOf<S[Field]> ? never : Field]: ValueOf<S[Field]>;
} & {
  [Field in keyof S as undefined extends ValueOf<S[Field]> ? Field : never]?: ValueOf<S[Field]>;
};

/**
 * Message keys SPEC §5 asks to be silent: a missing size blocks the add silently, and a review
 * out of range or without text is ignored. Forms leave these out of what they show.
 */
export const SILENT_KEYS: readonly string[] = ['validation.pickSize', 'validation.ratingRange', 'validation.reviewRequired'];

function check<S extends Schema>(schema: S, input: unknown, firstOnly: boolean): Validation<Output<S>> {
  const form = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const data: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  let failed = false;
  for (const field of Object.keys(schema)) {
    const checked = schema[field]!(form[field], form);
    if (checked.error !== undefined) {
      errors[field] = checked.error;
      failed = true;
      if (firstOnly) break;
    } else if (checked.value !== undefined) {
      // A field left out stays out of the data, as the server's optional arguments expect.
      data[field] = checked.value;
    }
  }
  return failed ? { ok: false, errors } : { ok: true, data: data as Output<S> };
}

/**
 * Checks a form against its schema: every failing field gets its first message key.
 * @example validate(resetPasswordSchema, { password: 'short' }) // { ok: false, errors: { password: 'validation.passwordLength' } }
 */
export function validate<S extends Schema>(schema: S, input: unknown): Validation<Output<S>> {
  return check(schema, input, false);
}

/** Checks a form whose fields are checked in order, one error at a time (SPEC §5 Checkout, guests). */
export function validateFirst<S extends Schema>(schema: S, input: unknown): Validation<Output<S>> {
  return check(schema, input, true);
}
