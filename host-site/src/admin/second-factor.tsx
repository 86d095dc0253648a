import { useState, type FormEvent } from 'react';
import { adminOperations } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { Field, FormAlert } from '../forms/field.js';
import { useAdminMutation } from './use-admin.js';

/**
 * The second factor of a staff session (issue 15): the 6-digit code of the staff member's
 * authenticator app (TOTP), or one of their one-time recovery codes.
 */
export function SecondFactor({ onPassed }: { onPassed: () => void }) {
  const { t } = useI18n();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const totp = useAdminMutation(adminOperations.AdminVerifyTotp);
  const spare = useAdminMutation(adminOperations.AdminUseRecoveryCode);
  const current = recovery ? spare : totp;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    const answer = await current.run({ code: code.trim() });
    if (answer) onPassed();
  };
  const switchTo = (useRecovery: boolean) => {
    setRecovery(useRecovery);
    setCode('');
    totp.clearError();
    spare.clearError();
  };
  return (
    <form className="admin-form second-factor" onSubmit={submit} aria-busy={current.busy || undefined}>
      <h2>{t('admin.factor.title')}</h2>
      <p>{t(recovery ? 'admin.factor.recoveryIntro' : 'admin.factor.intro')}</p>
      <FormAlert alert={current.error ? { message: current.error } : undefined} />
      <Field
        label={t(recovery ? 'admin.factor.recoveryCode' : 'admin.factor.code')}
        name="code"
        value={code}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        required
        onChange={(event) => setCode(event.currentTarget.value)}
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
