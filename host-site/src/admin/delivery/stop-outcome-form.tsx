import type { FormEvent } from 'react';
import { deliveryOperations, formatPrice, localizeDigits } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { FormAlert, InputField } from '../../forms/field.js';
import { useAdminMutation } from '../use-admin.js';
import type { SheetStop } from './run-sheet.js';
import { AmountField } from '../../forms/amount-field.js';
import { useForm } from '../../forms/use-form.js';

const OUTCOMES = ['delivered', 'refused', 'unreachable', 'returned'] as const;
type Outcome = (typeof OUTCOMES)[number];

/**
 * One waiting stop's outcome: delivered (the cash collected, filled with the cash to collect),
 * refused, not reachable or returned, with a note. A refusal says why and keeps what was typed.
 */
export function StopOutcomeForm({ stop, onDone }: { stop: SheetStop; onDone: () => void }) {
  const { t, lang } = useI18n();
  const { form, edit, shown, setShown } = useForm({ outcome: 'delivered' as Outcome, cash: String(stop.cashToCollect), note: '' });
  const { outcome, cash, note } = form;
  const record = useAdminMutation(deliveryOperations.AdminRecordStopOutcome);
  const base = `stop-${stop.id}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(cash);
    if (outcome === 'delivered' && (cash === '' || !Number.isInteger(amount))) return setShown({ cash: 'admin.delivery.errors.cash' });
    setShown({});
    const done = await record.run({ stop: stop.id, outcome, cashCollected: outcome === 'delivered' ? amount : null, note: note.trim() || null });
    if (done) onDone();
  };
  const hint = outcome === 'unreachable' ? 'admin.delivery.outcome.unreachableHint' : outcome === 'refused' || outcome === 'returned' ? 'admin.delivery.outcome.stockHint' : undefined;
  return (
    <form className="admin-form stop-outcome" onSubmit={submit} aria-busy={record.busy || undefined} aria-labelledby={`${base}-title`} noValidate>
      <h3 id={`${base}-title`}>{t('admin.delivery.outcome.stop', { position: localizeDigits(String(stop.position), lang), customer: stop.customerName })}</h3>
      <FormAlert alert={record.error ? { message: record.error } : undefined} />
      <fieldset className="admin-row">
        <legend>{t('admin.delivery.outcome.choose')}</legend>
        {OUTCOMES.map((value) => (
          <label key={value} className="checkbox">
            <input type="radio" name={`${base}-outcome`} value={value} checked={outcome === value} onChange={() => edit('outcome', value)} />
            {t(`admin.delivery.outcomes.${value}`)}
          </label>
        ))}
      </fieldset>
      {hint ? <p className="muted">{t(hint)}</p> : null}
      {outcome === 'delivered' ? (
        <AmountField
          label={t('admin.delivery.outcome.cashCollected')}
          name="cashCollected"
          value={cash}
          error={shown.cash}
          hint={t('admin.delivery.sheet.cashToCollect') + ': ' + formatPrice(stop.cashToCollect, lang)}
          onAmount={(value) => edit('cash', value)}
        />
      ) : null}
      <InputField label={t('admin.delivery.outcome.note')} name="note" maxLength={500} value={note} onChange={(event) => edit('note', event.currentTarget.value)} />
      <button type="submit" className="button" disabled={record.busy}>
        {t(record.busy ? 'admin.delivery.outcome.recording' : 'admin.delivery.outcome.submit')}
      </button>
    </form>
  );
}
