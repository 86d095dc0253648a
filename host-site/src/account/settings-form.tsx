import { useState, type FormEvent } from 'react';
import { accountOperations, nationalPhone, phoneField, shopFailures, showFeedback, signUpSchema, toUser, userLoaded, validate, type DescribedError, type FieldErrors, type User } from '@candleshop/core';
import { useI18n, useMutation } from '@candleshop/ui';
import { FormAlert, InputField, PasswordField } from '../forms/field.js';
import { GenderField, PersonFields } from '../forms/person-fields.js';
import { PicturePicker } from '../forms/picture-picker.js';
import { useForm } from '../forms/use-form.js';
import { accountClient } from './session.js';

type Form = { name: string; email: string; phone: string; city: string; address: string; dob: string; gender: string; password: string; profile?: string | null };

// SECURITY-REVIEW L2: a new email needs the current password.
const emailChanged = (form: Form, user: User) => form.email.trim().toLowerCase() !== user.email.toLowerCase();

// SPEC §5 Sign-up rules, less the new password: the same person edits the same fields; the phone may stay empty.
function check(form: Form, user: User): FieldErrors {
  const { name, email, dob } = signUpSchema(new Date());
  const errors: FieldErrors = { ...validate({ name, email, dob, ...(form.phone ? { phone: phoneField } : {}) }, form).errors };
  if (emailChanged(form, user) && !form.password) errors.password = 'validation.passwordRequired';
  return errors;
}

/** /account/accountsetting: edits the profile (SPEC §7 updateProfile). */
export function SettingsForm({ user }: { user: User }) {
  const { t } = useI18n();
  const { form, setForm, edit, shown, setShown } = useForm<Form>({
    name: user.name,
    email: user.email,
    // Shown as people read it (0770 123 4567); the server stores E.164 (issue 36 item 3).
    phone: user.phone ? nationalPhone(user.phone) : '',
    city: user.city?.id ?? '',
    address: user.address ?? '',
    dob: user.dob ?? '',
    gender: user.gender ?? 'none',
    password: '',
  });
  const [uploading, setUploading] = useState(false);
  const [alert, setAlert] = useState<DescribedError>();
  // SPEC §8 Registration's messages fit a profile too: a taken email or phone, with its hint.
  const { run, busy } = useMutation(accountClient, accountOperations.UpdateProfile, { failures: shopFailures.register });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || uploading) return;
    const errors = check(form, user);
    setShown(errors);
    if (Object.keys(errors).length) return;
    setAlert(undefined);
    const result = await run({
      name: form.name.trim(),
      email: form.email.trim(),
      phone: form.phone || null,
      city: form.city || null,
      address: form.address.trim() || null,
      dob: form.dob || null,
      gender: form.gender === 'male' || form.gender === 'female' ? form.gender : null,
      ...(emailChanged(form, user) ? { password: form.password } : {}),
      // Only a newly uploaded picture is sent: the current one is an absolute URL, not a path.
      ...(form.profile !== undefined ? { profile: form.profile } : {}),
    });
    if (result.error) {
      // The password's refusal shows under its field; what was typed stays in the form.
      if (result.error.key === 'password.wrong') return setShown({ password: 'accountPages.passwordWrong' });
      if (result.error.key === 'auth.throttled') return setShown({ password: 'errors.throttled' });
      if (result.error.validation === 'validation.passwordRequired') return setShown({ password: 'validation.passwordRequired' });
      setAlert(result.failure);
      return;
    }
    setForm((current) => ({ ...current, password: '' }));
    userLoaded(toUser(result.data.updateProfile));
    showFeedback({ kind: 'success', title: 'feedback.success', message: 'accountPages.saved' });
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <FormAlert alert={alert} />
      <PersonFields form={form} shown={shown} edit={edit} />
      {emailChanged(form, user) && (
        <PasswordField label={t('accountPages.passwordForEmail')} name="password" autoComplete="current-password" value={form.password} error={shown.password} onChange={(e) => edit('password', e.currentTarget.value)} />
      )}
      <InputField label={t('accountPages.address')} name="address" autoComplete="street-address" value={form.address} onChange={(e) => edit('address', e.currentTarget.value)} />
      <InputField label={t('signUp.dob')} name="dob" type="date" autoComplete="bday" value={form.dob} error={shown.dob} onChange={(e) => edit('dob', e.currentTarget.value)} />
      <GenderField value={form.gender} onChange={(value) => edit('gender', value)} />
      <PicturePicker current={user.profile} onChange={(path) => edit('profile', path)} onBusy={setUploading} />
      <button type="submit" className="button" disabled={busy || uploading}>
        {t(busy ? 'accountPages.saving' : 'accountPages.save')}
      </button>
    </form>
  );
}
