import { useState, type FormEvent } from 'react';
import { adminOperations, HUMAN_CHECK_KEY } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { FormAlert, InputField } from '../forms/field.js';
import { useForm } from '../forms/use-form.js';
import { humanCheck } from '../account/session.js';
import { useAdminMutation } from './use-admin.js';

/**
 * The second factor of a staff session (issue 15): the 6-digit code of the staff member's
 * authenticator app (TOTP), or one of their one-time recovery codes. After five wrong app codes
 * the server takes only recovery codes for a while (the form switches to them, saying why), and
 * past the recovery codes' limit a code needs the human check, which runs before it is sent again
 * (SECURITY-REVIEW M1).
 */
export function SecondFactor({ onPassed }: { onPassed: () => void }) {
  const { t } = useI18n();
  const [recovery, setRecovery] = useState(false);
  const { form, setForm, edit } = useForm({ code: '' });
  const code = form.code;
  const totp = useAdminMutation(adminOperations.AdminVerifyTotp);
  const spare = useAdminMutation(adminOperations.AdminUseRecoveryCode);
  const current = recovery ? spare : totp;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    if (!recovery) {
      if (await totp.run({ code: code.trim() })) onPassed();
      return;
    }
    const checked = async (key: string) => (key === HUMAN_CHECK_KEY ? { code: code.trim(), token: await humanCheck.token('submit').catch(() => null) } : undefined);
    if (await spare.run({ code: code.trim() }, checked)) onPassed();
  };
  // The server stopped taking app codes: offer the recovery codes, keeping the message.
  if (!recovery && totp.error === 'admin.errors.useRecoveryCode') setRecovery(true);
  const switchTo = (useRecovery: boolean) => {
    setRecovery(useRecovery);
    setForm({ code: '' });
    totp.clearError();
    spare.clearError();
  };
  return (
    <form className="admin-form second-factor" onSubmit={submit} aria-busy={current.busy || undefined}>
      <h2>{t('admin.factor.title')}</h2>
      <p>{t(recovery ? 'admin.factor.recoveryIntro' : 'admin.factor.intro')}</p>
      <FormAlert alert={(current.error ?? totp.error) ? { message: (current.error ?? totp.error)! } : undefined} />
      <InputField
        label={t(recovery ? 'admin.factor.recoveryCode' : 'admin.factor.code')}
        name="code"
        value={code}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        required
        onChange={(event) => edit('code', event.currentTarget.value)}
      />
      <button type="submit" className="button" disabled={current.busy}>
        {t(current.busy ? 'admin.factor.checking' : 'admin.factor.submit')}
      </button>
      <button type="button" className="link-button" onClick={() => switchTo(!recovery)}>
        {t(recovery ? 'admin.factor.useApp' : 'admin.factor.useRecovery')}
      </button>
    </form>
  );
}
