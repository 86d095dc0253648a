import { useState, type FormEvent } from 'react';
import { accountOperations, resetPasswordSchema, shopFailures, showFeedback, validate } from '@candleshop/core';
import { statusRefusal, useI18n, useMutation } from '@candleshop/ui';
import { PasswordField } from '../forms/field.js';
import { accountClient } from './session.js';

/** /account/passwordsetting: changes the password (SPEC §7 updatePassword). */
export function PasswordSetting() {
  const { t } = useI18n();
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ old?: string; next?: string }>({});
  const { run, busy } = useMutation(accountClient, accountOperations.UpdatePassword, { failures: shopFailures.resetPassword, refused: statusRefusal('updatePassword') });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validate(resetPasswordSchema, { password: next });
    const found = { old: old ? undefined : 'validation.passwordRequired', next: checked.ok ? undefined : checked.errors.password };
    setErrors(found);
    if (found.old || found.next) return;
    const result = await run({ old, new: next });
    // The server's "password.wrong" is the account pages' own text (not every widget's).
    if (result.error) return setErrors({ old: result.error.key === 'password.wrong' ? 'accountPages.passwordWrong' : result.failure.message });
    setOld('');
    setNext('');
    showFeedback({ kind: 'success', title: 'feedback.success', message: 'password.updated' });
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <PasswordField
        label={t('accountPages.oldPassword')}
        name="old"
        autoComplete="current-password"
        value={old}
        error={errors.old}
        onChange={(e) => {
          setOld(e.currentTarget.value);
          setErrors((current) => ({ ...current, old: undefined }));
        }}
      />
      <PasswordField
        label={t('accountPages.newPassword')}
        name="new"
        autoComplete="new-password"
        value={next}
        error={errors.next}
        onChange={(e) => {
          setNext(e.currentTarget.value);
          setErrors((current) => ({ ...current, next: undefined }));
        }}
      />
      <button type="submit" className="button" disabled={busy}>
        {t(busy ? 'accountPages.saving' : 'accountPages.changePassword')}
      </button>
    </form>
  );
}
