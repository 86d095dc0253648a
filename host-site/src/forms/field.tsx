import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, fieldAria, useI18n } from '@candleshop/ui';

/** Options of {@link InputField}. */
export interface InputFieldOptions extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A message key shown under the field. */
  error?: string;
  hint?: ReactNode;
}

/** A labelled input in ui's {@link Field}, with its hint and its error under it (SPEC §5). */
export function InputField({ label, error, hint, ...input }: InputFieldOptions) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input id={id} {...fieldAria(id, error, Boolean(hint))} {...input} />
    </Field>
  );
}

/** A password field with a show/hide toggle (SPEC §2 Sign-in). */
export function PasswordField(options: Omit<InputFieldOptions, 'type'>) {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  return (
    <div className="password-field">
      <InputField {...options} type={shown ? 'text' : 'password'} />
      <button type="button" className="link-button" aria-pressed={shown} onClick={() => setShown((value) => !value)}>
        {t(shown ? 'signIn.hidePassword' : 'signIn.showPassword')}
      </button>
    </div>
  );
}

/** A failure alert at the top of a form: title, message and the optional extra line (SPEC §2 Sign-up). */
export function FormAlert({ alert, kind = 'fail' }: { alert?: { title?: string; message: string; extra?: string }; kind?: 'fail' | 'success' }) {
  const { t } = useI18n();
  if (!alert) return null;
  return (
    <div className={`form-alert form-alert-${kind}`} role="alert">
      {alert.title ? <strong>{t(alert.title)}</strong> : null}
      <p>{t(alert.message)}</p>
      {alert.extra ? <p>{t(alert.extra)}</p> : null}
    </div>
  );
}

/** Options of {@link SelectField}. */
export interface SelectFieldOptions {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The disabled first option that asks for a choice. */
  placeholder: string;
  options: { value: string; label: string }[];
  error?: string;
  name?: string;
  busy?: boolean;
}

/** A labelled select in ui's {@link Field}, with a disabled placeholder option and its error under it. */
export function SelectField({ label, value, onChange, placeholder, options, error, name, busy }: SelectFieldOptions) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error}>
      <select id={id} name={name} value={value} {...fieldAria(id, error)} aria-busy={busy || undefined} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
