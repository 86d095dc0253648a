import { useState, type FormEvent } from 'react';
import { accountOperations, HUMAN_CHECK_KEY, resetPasswordSchema, shopFailures, showFeedback, validate } from '@candleshop/core';
import { statusRefusal, useI18n, useMutation } from '@candleshop/ui';
import { FormAlert, InputField, PasswordField } from '../forms/field.js';
import { useForm } from '../forms/use-form.js';
import { accountClient, humanCheck } from './session.js';
import { useLocalPath, openPath } from '../local-path.js';

/** /forgetpassword (SPEC §2, §5, §8 Forgot password). */
export function ForgotPasswordPage() {
  const { t } = useI18n();
  const { form, edit } = useForm({ email: '' });
  const [sent, setSent] = useState(false);
  const { run, busy } = useMutation(accountClient, accountOperations.ForgotPassword, { failures: shopFailures.forgotPassword, refused: statusRefusal('forgotPassword') });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // SPEC §5: does nothing if the email is empty; no format check.
    if (busy || !form.email.trim()) return;
    setSent(false);
    const variables = { email: form.email.trim() };
    // SECURITY-REVIEW M1, M10: past its address's limit the request needs the human check; run it and ask again.
    const withCheck = async (key: string) =>
      key === HUMAN_CHECK_KEY
        ? humanCheck.token('submit').then(
            (token) => ({ ...variables, token }),
            () => undefined,
          )
        : undefined;
    const result = await run(variables, withCheck);
    // SPEC §8: a failure is only logged.
    if (result.error) return console.error('candleshop: forgotPassword failed', result.error);
    setSent(true);
    showFeedback({ kind: 'success', title: 'feedback.success', message: 'password.resetSent' });
  };

  return (
    <div className="container narrow">
      <h1>{t('forgotPassword.heading')}</h1>
      <p>{t('forgotPassword.intro')}</p>
      {sent ? <FormAlert kind="success" alert={{ title: 'feedback.success', message: 'password.resetSent' }} /> : null}
      <form className="form" onSubmit={submit} aria-busy={busy}>
        <InputField label={t('forgotPassword.email')} type="email" name="email" autoComplete="email" value={form.email} onChange={(e) => edit('email', e.currentTarget.value)} />
        <button type="submit" className="button" disabled={busy}>
          {t(busy ? 'forgotPassword.busy' : 'forgotPassword.submit')}
        </button>
      </form>
    </div>
  );
}

/** /resetpassword?token=…&email=… (SPEC §2, §4, §5, §8 Reset password). */
export function ResetPasswordPage({ search }: { search: Record<string, string> }) {
  const { t } = useI18n();
  const { form, edit, shown, setShown } = useForm({ password: '' });
  // SPEC §7: status fail throws the message; SPEC §8: a refused reset shows it (a key) under the field.
  const { run, busy } = useMutation(accountClient, accountOperations.ResetPassword, { failures: shopFailures.resetPassword, refused: statusRefusal('resetPassword') });
  const { token, email } = search;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !token || !email) return;
    const checked = validate(resetPasswordSchema, form);
    setShown(checked.errors ?? {});
    if (!checked.ok) return;
    const result = await run({ token, email, password: form.password });
    if (result.error) return setShown({ password: result.failure.message });
    showFeedback({ kind: 'success', title: 'feedback.success', message: 'password.updated' });
    openPath('/signin');
  };

  return (
    <div className="container narrow">
      <h1>{t('resetPassword.heading')}</h1>
      {!token || !email ? <FormAlert alert={{ message: 'resetPassword.missingLink' }} /> : null}
      <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
        <PasswordField label={t('resetPassword.password')} name="password" autoComplete="new-password" value={form.password} error={shown.password} onChange={(e) => edit('password', e.currentTarget.value)} />
        <button type="submit" className="button" disabled={busy || !token || !email}>
          {t(busy ? 'resetPassword.busy' : 'resetPassword.submit')}
        </button>
      </form>
    </div>
  );
}

/** /verification/{status} (SPEC §2, §8 Verification): success, verified, anything else a failure. */
export function VerificationPage({ status }: { status: string }) {
  const to = useLocalPath();
  const { t } = useI18n();
  const message = status === 'success' ? 'verification.success' : status === 'verified' ? 'verification.verified' : 'verification.failed';
  const ok = status === 'success' || status === 'verified';
  return (
    <div className="container narrow">
      <div className={`form-alert form-alert-${ok ? 'success' : 'fail'}`} role={ok ? 'status' : 'alert'}>
        <h1>{t(message)}</h1>
        <a className="button" href={to('/')}>
          {t('verification.backHome')}
        </a>
      </div>
    </div>
  );
}
