import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $auth, accountOperations, shopFailures, showError, showFeedback } from '@candleshop/core';
import { statusRefusal, useI18n, useMutation } from '@candleshop/ui';
import { accountClient } from '../../account/session.js';

/** SPEC §2, §6: the pending-account banner with a resend-email button, dismissible. */
export function PendingBanner() {
  const { t } = useI18n();
  const { pending } = useStore($auth);
  const [dismissed, setDismissed] = useState(false);
  // SPEC §8: a `status: fail` answer shows error-occurred, as a failed call does.
  const { run, busy } = useMutation(accountClient, accountOperations.ResendEmail, { failures: shopFailures.resendEmail, refused: statusRefusal('resendEmail') });
  if (!pending || dismissed) return null;

  const resend = async () => {
    const result = await run({});
    // SPEC §8: success shows check-email; failure error-occurred.
    if (result.data) showFeedback({ kind: 'success', title: 'feedback.success', message: 'auth.checkEmail' });
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
