import type { FormEvent } from 'react';
import { deliveryOperations, formatPrice, type ResultOf } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { FormAlert } from '../../forms/field.js';
import { dateTime } from '../admin-parts.js';
import { useAdminMutation } from '../use-admin.js';
import { counted, differenceText } from './delivery-text.js';
import { AmountField } from '../../forms/amount-field.js';
import { useForm } from '../../forms/use-form.js';

/** A run's cash as the page needs it (schema AdminDeliveryRun). */
export type RunCash = ResultOf<typeof deliveryOperations.DeliveryRunFields>;

/**
 * The run's cash (issue 28 item 2): expected, collected on delivered stops and, once closed, what
 * the courier brought back with the difference flagged; while open, the form that closes it.
 */
export function RunCashBox({ run, onClosed }: { run: RunCash; onClosed: () => void }) {
  const { t, lang } = useI18n();
  const difference = differenceText(t, lang, run.cashDifference);
  return (
    <section className="run-cash" aria-labelledby="run-cash-title">
      <h2 id="run-cash-title">{t('admin.delivery.reconciliation.title')}</h2>
      <dl className="order-facts">
        <dt>{t('admin.delivery.reconciliation.expected')}</dt>
        <dd data-expected={run.cashExpected}>{formatPrice(run.cashExpected, lang)}</dd>
        <dt>{t('admin.delivery.reconciliation.collected')}</dt>
        <dd data-collected={run.cashCollected}>{formatPrice(run.cashCollected, lang)}</dd>
        {run.cashReturned !== null ? (
          <>
            <dt>{t('admin.delivery.reconciliation.returned')}</dt>
            <dd data-returned={run.cashReturned}>{formatPrice(run.cashReturned, lang)}</dd>
            <dt>{t('admin.delivery.reconciliation.difference')}</dt>
            <dd data-difference={run.cashDifference}>{difference ? <strong className="admin-flag">{difference}</strong> : t('admin.delivery.reconciliation.matches')}</dd>
          </>
        ) : null}
      </dl>
      {run.stopDifferences > 0 ? (
        <p className="admin-flag" data-stop-differences={run.stopDifferences}>
          {t('admin.delivery.reconciliation.stopsDiffer', counted(run.stopDifferences, lang))}
        </p>
      ) : null}
      {run.closedAt ? <p className="muted">{t('admin.delivery.reconciliation.closedBy', { date: dateTime(run.closedAt, lang), staff: run.closedBy ?? '' })}</p> : null}
      {run.status === 'open' ? <CloseRunForm run={run} onClosed={onClosed} /> : null}
    </section>
  );
}

/** Closes the run with the cash brought back; refused with stops waiting, in words. */
function CloseRunForm({ run, onClosed }: { run: RunCash; onClosed: () => void }) {
  const { t, lang } = useI18n();
  const { form, edit: set, shown, setShown } = useForm({ cash: '' });
  const close = useAdminMutation(deliveryOperations.AdminCloseDeliveryRun);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.cash === '') return setShown({ cash: 'admin.delivery.errors.cash' });
    if (await close.run({ id: run.id, cashReturned: Number(form.cash) })) onClosed();
  };
  return (
    <form className="admin-form run-close no-print" onSubmit={submit} aria-busy={close.busy || undefined} aria-labelledby="run-close-title" noValidate>
      <h3 id="run-close-title">{t('admin.delivery.close.title')}</h3>
      {run.waiting > 0 ? <p className="muted">{t('admin.delivery.close.waiting', counted(run.waiting, lang))}</p> : null}
      <FormAlert alert={close.error ? { message: close.error } : undefined} />
      <AmountField label={t('admin.delivery.close.cashReturned')} name="cashReturned" value={form.cash} required error={shown.cash} onAmount={(cash) => set('cash', cash)} />
      <button type="submit" className="button" disabled={close.busy}>
        {t(close.busy ? 'admin.delivery.close.closing' : 'admin.delivery.close.submit')}
      </button>
    </form>
  );
}
