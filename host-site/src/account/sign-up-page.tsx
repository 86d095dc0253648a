import { useState, type FormEvent } from 'react';
import { phoneDigits, placesOperations, signUpSchema, validate, type DescribedError, type FieldErrors } from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { publicClient } from '../api.js';
import { Field, FormAlert, PasswordField, SelectField } from '../forms/field.js';
import { PicturePicker } from '../forms/picture-picker.js';
import { $router } from '../router.js';
import { land, session } from './session.js';

const EMPTY = { name: '', email: '', phone: '', city: '', dob: '', gender: '', password: '', profile: null as string | null };
type Form = typeof EMPTY;

/** /signup (SPEC §2 Sign-up, §4, §5, §8). */
export function SignUpPage() {
  const { t, lang } = useI18n();
  const cities = useQuery(publicClient, placesOperations.Cities, {}, lang);
  const [form, setForm] = useState<Form>(EMPTY);
  // SPEC §5: errors show under the fields on a failed submit; editing a field clears its error.
  const [shown, setShown] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [alert, setAlert] = useState<DescribedError>();
  // SPEC §3: "prefer not to say" is sent as null.
  const checked = validate(signUpSchema(new Date()), { ...form, gender: form.gender === 'none' ? '' : form.gender });

  const edit = (field: keyof Form, value: string | null) => {
    setForm((current) => ({ ...current, [field]: value }));
    setShown(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || uploading) return;
    if (!checked.ok) {
      setShown(checked.errors);
      return;
    }
    setBusy(true);
    setAlert(undefined);
    const outcome = await land(() => session.register(checked.data), (path) => $router.open(path));
    if (outcome.error) {
      // SPEC §4 Sign-up: failure re-enables the button, shows the alert and scrolls to the top.
      setAlert(outcome.error);
      window.scrollTo(0, 0);
    }
    setBusy(false);
  };

  return (
    <div className="container narrow">
      <FormAlert alert={alert} />
      <h1>{t('signUp.heading')}</h1>
      <p>
        {t('signUp.haveAccount')} <a href="/signin">{t('signUp.signIn')}</a>
      </p>
      <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
        <Field label={t('signUp.name')} name="name" autoComplete="name" value={form.name} error={shown.name} onChange={(e) => edit('name', e.currentTarget.value)} />
        <Field label={t('signUp.email')} name="email" type="email" autoComplete="email" value={form.email} error={shown.email} onChange={(e) => edit('email', e.currentTarget.value)} />
        <Field
          label={t('signUp.phone')}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('signUp.phonePlaceholder')}
          value={form.phone}
          error={shown.phone}
          // SPEC §5: digits only, Arabic-Indic digits become Western ones.
          onChange={(e) => edit('phone', phoneDigits(e.currentTarget.value))}
        />
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
        <Field
          label={`${t('signUp.dob')} ${t('signUp.optional')}`}
          name="dob"
          type="date"
          autoComplete="bday"
          value={form.dob}
          error={shown.dob}
          onChange={(e) => edit('dob', e.currentTarget.value)}
        />
        <SelectField
          label={t('signUp.gender')}
          name="gender"
          placeholder={t('signUp.chooseGender')}
          value={form.gender}
          error={shown.gender}
          options={[
            { value: 'male', label: t('signUp.male') },
            { value: 'female', label: t('signUp.female') },
            { value: 'none', label: t('signUp.preferNot') },
          ]}
          onChange={(value) => edit('gender', value)}
        />
        <PasswordField
          label={t('signUp.password')}
          name="password"
          autoComplete="new-password"
          value={form.password}
          error={shown.password}
          onChange={(e) => edit('password', e.currentTarget.value)}
        />
        <PicturePicker onChange={(path) => edit('profile', path)} onBusy={setUploading} />
        <p>
          {t('signUp.terms')} <a href="/terms">{t('signUp.termsLink')}</a>
        </p>
        {/* SPEC §2: enabled only when validation passes. aria-disabled keeps it focusable, so a
            keyboard user pressing it still learns what is missing. */}
        <button type="submit" className="button" aria-disabled={!checked.ok || uploading} disabled={busy}>
          {t(busy ? 'signUp.busy' : 'signUp.submit')}
        </button>
      </form>
    </div>
  );
}
