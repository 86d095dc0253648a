import type { FormEvent } from 'react';
import { accountOperations, resetPasswordSchema, shopFailures, showFeedback, validate } from '@candleshop/core';
import { statusRefusal, useI18n, useMutation } from '@candleshop/ui';
import { PasswordField } from '../forms/field.js';
import { useForm } from '../forms/use-form.js';
import { accountClient } from './session.js';

/** /account/passwordsetting: changes the password (SPEC §7 updatePassword). */
export function PasswordSetting() {
  const { t } = useI18n();
  const { form, setForm, edit, shown, setShown } = useForm({ old: '', next: '' });
  const { run, busy } = useMutation(accountClient, accountOperations.UpdatePassword, { failures: shopFailures.resetPassword, refused: statusRefusal('updatePassword') });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validate(resetPasswordSchema, { password: form.next });
    const found = { old: form.old ? undefined : 'validation.passwordRequired', next: checked.ok ? undefined : checked.errors.password };
    setShown(found);
    if (found.old || found.next) return;
    const result = await run({ old: form.old, new: form.next });
    // The server's "password.wrong" is the account pages' own text (not every widget's).
    if (result.error) return setShown({ old: result.error.key === 'password.wrong' ? 'accountPages.passwordWrong' : result.failure.message });
    setForm({ old: '', next: '' });
    showFeedback({ kind: 'success', title: 'feedback.success', message: 'password.updated' });
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <PasswordField label={t('accountPages.oldPassword')} name="old" autoComplete="current-password" value={form.old} error={shown.old} onChange={(e) => edit('old', e.currentTarget.value)} />
      <PasswordField label={t('accountPages.newPassword')} name="new" autoComplete="new-password" value={form.next} error={shown.next} onChange={(e) => edit('next', e.currentTarget.value)} />
      <button type="submit" className="button" disabled={busy}>
        {t(busy ? 'accountPages.saving' : 'accountPages.changePassword')}
      </button>
    </form>
  );
}
