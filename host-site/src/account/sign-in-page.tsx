import { useState, type FormEvent } from 'react';
import { useI18n } from '@candleshop/ui';
import { InputField, PasswordField } from '../forms/field.js';
import { useForm } from '../forms/use-form.js';
import { land, session } from './session.js';
import { SocialButtons } from './social-buttons.js';
import { useLocalPath, openPath } from '../local-path.js';

/** /signin (SPEC §2 Sign-in): email, password with show/hide, forgot and register links, social sign-in. */
export function SignInPage() {
  const to = useLocalPath();
  const { t } = useI18n();
  const { form, edit, shown, setShown } = useForm({ email: '', password: '' });
  const [busy, setBusy] = useState(false);
  // SECURITY-REVIEW M1: after many failed sign-ins the server asks for the human check; say why it runs.
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setShown({});
    setChecking(false);
    const outcome = await land(
      () => session.signIn(form.email, form.password, { onHumanCheck: () => setChecking(true) }),
      (path) => openPath(path),
    );
    // SPEC §8: the first server message shows under the password field.
    if (outcome.error) setShown({ password: outcome.error.message });
    setBusy(false);
  };

  return (
    <div className="container narrow">
      <h1>{t('signIn.heading')}</h1>
      <form className="form" onSubmit={submit} aria-busy={busy}>
        <InputField label={t('signIn.email')} type="email" name="email" autoComplete="email" value={form.email} onChange={(event) => edit('email', event.currentTarget.value)} />
        <PasswordField label={t('signIn.password')} name="password" autoComplete="current-password" value={form.password} error={shown.password} onChange={(event) => edit('password', event.currentTarget.value)} />
        <p role="status" className="muted">
          {checking ? t('signIn.humanCheck') : null}
        </p>
        <p>
          <a href={to('/forgetpassword')}>{t('signIn.forgot')}</a>
        </p>
        <button type="submit" className="button" disabled={busy}>
          {t(busy ? 'signIn.busy' : 'signIn.submit')}
        </button>
      </form>
      <SocialButtons heading={t('signIn.social')} />
      <p>
        {t('signIn.noAccount')} <a href={to('/signup')}>{t('signIn.register')}</a>
      </p>
    </div>
  );
}
