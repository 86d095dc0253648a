import { useI18n } from '@candleshop/ui';
import { InputField } from './field.js';

/** Settings of {@link PhoneField}. */
export interface PhoneFieldOptions {
  label: string;
  value: string;
  error?: string;
  /** What was typed, for the form to clean up its own way. */
  onChange(typed: string): void;
}

/**
 * A person's own mobile number (SPEC §5): the digit keypad, the browser's national-number autofill
 * and the shop's example number as its placeholder.
 */
export function PhoneField({ label, value, error, onChange }: PhoneFieldOptions) {
  const { t } = useI18n();
  return (
    <InputField
      label={label}
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={t('signUp.phonePlaceholder')}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
