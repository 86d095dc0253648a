import type { ReactNode } from 'react';
import type { MessageValues } from '@candleshop/core';
import { useI18n } from '../i18n/i18n-context.js';

/** Options of {@link Field}. */
export interface FieldOptions {
  /** The control's id: the label points at it, the hint and error are named after it. */
  id: string;
  label: ReactNode;
  /** A message key shown under the control (SPEC §5: errors show under the fields). */
  error?: string;
  /** Values for the error's slots (a limit, a count). */
  errorValues?: MessageValues;
  hint?: ReactNode;
  /** Spans the form's width. */
  wide?: boolean;
  /** The control, given {@link fieldAria} of the same id. */
  children: ReactNode;
}

/**
 * A labelled control with its hint and its error under it: the one field of every form, the
 * widgets' (`part="field"`, `part="field-error"`) and the storefront's.
 * @example <Field id="email" label={t('checkoutForm.email')} error={errors.email}><input id="email" {...fieldAria('email', errors.email)} /></Field>
 */
export function Field({ id, label, error, errorValues, hint, wide, children }: FieldOptions) {
  const { t } = useI18n();
  return (
    <div className={wide ? 'field wide' : 'field'} part="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" part="field-error">
          {t(error, errorValues)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The control's side of a {@link Field}: invalid while it has an error, described by its hint and error.
 * @example <input id="phone" {...fieldAria('phone', errors.phone, true)} />
 */
export function fieldAria(id: string, error: string | undefined, hint?: boolean): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { ...(error ? { 'aria-invalid': true as const } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
}
