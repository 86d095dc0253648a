import { useState, type FormEvent } from 'react';
import { signUpSchema, validate, type DescribedError } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { FormAlert, InputField, PasswordField } from '../forms/field.js';
import { GenderField, PersonFields } from '../forms/person-fields.js';
import { PicturePicker } from '../forms/picture-picker.js';
import { useForm } from '../forms/use-form.js';
import { land, session } from './session.js';
import { SocialButtons } from './social-buttons.js';
import { useLocalPath, openPath } from '../local-path.js';

const EMPTY = { name: '', email: '', phone: '', city: '', dob: '', gender: '', password: '', profile: null as string | null };
type Form = typeof EMPTY;

/** /signup (SPEC §2 Sign-up, §4, §5, §8). */
export function SignUpPage() {
  const to = useLocalPath();
  const { t } = useI18n();
  const { form, edit, shown, setShown } = useForm<Form>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [alert, setAlert] = useState<DescribedError>();
  // SPEC §3: "prefer not to say" is sent as null.
  const checked = validate(signUpSchema(new Date()), { ...form, gender: form.gender === 'none' ? '' : form.gender });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || uploading) return;
    if (!checked.ok) {
      setShown(checked.errors);
      return;
    }
    setBusy(true);
    setAlert(undefined);
    const outcome = await land(
      () => session.register(checked.data),
      (path) => openPath(path),
    );
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
        {t('signUp.haveAccount')} <a href={to('/signin')}>{t('signUp.signIn')}</a>
      </p>
      <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
        <PersonFields form={form} shown={shown} edit={edit} />
        <InputField label={`${t('signUp.dob')} ${t('signUp.optional')}`} name="dob" type="date" autoComplete="bday" value={form.dob} error={shown.dob} onChange={(e) => edit('dob', e.currentTarget.value)} />
        <GenderField value={form.gender} error={shown.gender} onChange={(value) => edit('gender', value)} />
        <PasswordField label={t('signUp.password')} name="password" autoComplete="new-password" value={form.password} error={shown.password} onChange={(e) => edit('password', e.currentTarget.value)} />
        <PicturePicker onChange={(path) => edit('profile', path)} onBusy={setUploading} />
        <p>
          {t('signUp.terms')} <a href={to('/terms')}>{t('signUp.termsLink')}</a>
        </p>
        {/* SPEC §2: enabled only when validation passes. aria-disabled keeps it focusable, so a
            keyboard user pressing it still learns what is missing. */}
        <button type="submit" className="button" aria-disabled={!checked.ok || uploading} disabled={busy}>
          {t(busy ? 'signUp.busy' : 'signUp.submit')}
        </button>
      </form>
      <SocialButtons heading={t('signUp.social')} />
    </div>
  );
}
