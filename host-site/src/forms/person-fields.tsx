import { phoneDigits, placesOperations, type FieldErrors } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { InputField, SelectField } from './field.js';
import { PhoneField } from './phone-field.js';

/** What the sign-up and profile forms both ask of a person. */
export interface PersonValues {
  name: string;
  email: string;
  phone: string;
  city: string;
}

/** Settings of {@link PersonFields}. */
export interface PersonFieldsOptions {
  form: PersonValues;
  shown: FieldErrors;
  edit(field: keyof PersonValues, value: string): void;
}

/** Name, email, phone and city (SPEC §2 Sign-up), with the loaded city list and its retry. */
export function PersonFields({ form, shown, edit }: PersonFieldsOptions) {
  const { t, lang } = useI18n();
  const cities = useQuery(publicClient, placesOperations.Cities, {}, lang);
  return (
    <>
      <InputField label={t('signUp.name')} name="name" autoComplete="name" value={form.name} error={shown.name} onChange={(e) => edit('name', e.currentTarget.value)} />
      <InputField label={t('signUp.email')} name="email" type="email" autoComplete="email" value={form.email} error={shown.email} onChange={(e) => edit('email', e.currentTarget.value)} />
      {/* SPEC §5: digits only, Arabic-Indic digits become Western ones. */}
      <PhoneField label={t('signUp.phone')} value={form.phone} error={shown.phone} onChange={(typed) => edit('phone', phoneDigits(typed))} />
      <SelectField
        label={t('signUp.city')}
        name="city"
        placeholder={t('signUp.chooseCity')}
        value={form.city}
        error={shown.city}
        busy={cities.loading}
        options={(cities.data?.cities ?? []).map((city) => ({ value: city.id, label: city.name }))}
        onChange={(value) => edit('city', value)}
      />
      {cities.error ? (
        <p className="field-error" role="alert">
          {t(cities.error)}{' '}
          <button type="button" className="link-button" onClick={cities.retry}>
            {t('common.retry')}
          </button>
        </p>
      ) : null}
    </>
  );
}

/** Gender: male, female or prefer not to say, behind a disabled placeholder (SPEC §2 Sign-up). */
export function GenderField({ value, error, onChange }: { value: string; error?: string; onChange(value: string): void }) {
  const { t } = useI18n();
  return (
    <SelectField
      label={t('signUp.gender')}
      name="gender"
      placeholder={t('signUp.chooseGender')}
      value={value}
      error={error}
      options={[
        { value: 'male', label: t('signUp.male') },
        { value: 'female', label: t('signUp.female') },
        { value: 'none', label: t('signUp.preferNot') },
      ]}
      onChange={onChange}
    />
  );
}
