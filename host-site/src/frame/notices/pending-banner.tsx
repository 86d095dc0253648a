import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $auth, accountOperations, shopFailures, showError, showFeedback } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { accountClient, currentLang } from '../../account/session.js';

/** SPEC §2, §6: the pending-account banner with a resend-email button, dismissible. */
export function PendingBanner() {
  const { t } = useI18n();
  const { pending } = useStore($auth);
  const [dismissed, setDismissed] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!pending || dismissed) return null;

  const resend = async () => {
    setBusy(true);
    const result = await accountClient.mutate(accountOperations.ResendEmail, {}, currentLang());
    setBusy(false);
    // SPEC §8: success shows check-email; failure (status fail included) error-occurred.
    if (result.data?.resendEmail.status === 'ok') showFeedback({ kind: 'success', title: 'feedback.success', message: 'auth.checkEmail' });
    else showError(result.error, shopFailures.resendEmail);
  };

  return (
    <section className="pending-banner" aria-label={t('pendingBanner.label')}>
      <div className="container">
        <p>{t('auth.needsVerification')}</p>
        <button type="button" className="button" disabled={busy} onClick={() => void resend()}>
          {t(busy ? 'pendingBanner.sending' : 'auth.resendEmail')}
        </button>
        <button type="button" className="link-button" onClick={() => setDismissed(true)}>
          {t('pendingBanner.dismiss')}
        </button>
      </div>
    </section>
  );
}
