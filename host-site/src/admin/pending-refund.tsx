import { useState } from 'react';
import { adminOperations } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { useAdminMutation } from './use-admin.js';

/** What a refund waiting for its provider shows. */
export interface PendingRefundOptions {
  id: string;
  /** Only the owner asks the provider (the shop's money). */
  owner: boolean;
  /** Called when the provider settled it: the page asks the sale again. */
  onSettled: () => void;
}

/**
 * SECURITY-REVIEW-2 N5: a provider refund whose answer was lost, with its amount held: says it is
 * waiting for the provider, and lets the owner ask the provider now (the shop also asks by itself).
 */
export function PendingRefund({ id, owner, onSettled }: PendingRefundOptions) {
  const { t } = useI18n();
  const check = useAdminMutation(adminOperations.AdminCheckRefund);
  const [answer, setAnswer] = useState<string>();
  const ask = async () => {
    const done = await check.run({ id });
    if (!done) return;
    setAnswer(done.adminCheckRefund);
    if (done.adminCheckRefund !== 'pending') onSettled();
  };
  return (
    <span className="refund-pending" data-refund-pending={id}>
      <br />
      <strong>{t('admin.refunds.pending')}</strong>
      {owner ? (
        <>
          {' '}
          <button type="button" className="button secondary" onClick={ask} disabled={check.busy}>
            {check.busy ? t('admin.refunds.checking') : t('admin.refunds.check')}
          </button>
        </>
      ) : null}
      {answer ? <span role="status"> {t(`admin.refunds.checked.${answer}`)}</span> : null}
      {check.error ? <span role="alert"> {check.error}</span> : null}
    </span>
  );
}
