import { useState, type FormEvent } from 'react';
import { adminOperations, formatPrice, localizeDigits } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { FormAlert, InputField } from '../forms/field.js';
import { dateTime } from './admin-parts.js';
import { useAdminMutation } from './use-admin.js';
import { AmountField } from '../forms/amount-field.js';
import { useForm } from '../forms/use-form.js';
import { PendingRefund } from './pending-refund.js';

/** One refund recorded (schema Refund). */
export interface RefundItem {
  id: string;
  amount: number;
  reason: string;
  method: string;
  provider: string | null;
  byHand: boolean;
  staff: string | null;
  date: string;
  /** done, or pending: waiting for the provider's answer (SECURITY-REVIEW-2 N5). */
  status: string;
}

/** A sale's money given back (schema Refunds). */
export interface RefundsSummary {
  received: number;
  refunded: number;
  refundable: number;
  items: readonly RefundItem[];
  /** Units of an order's lines that came back with its refunds (issue 36 item 1). */
  returned?: ReadonlyArray<{ line: string; quantity: number }>;
}

/** An order's product line whose units may come back with a refund. */
export interface ReturnableLine {
  id: string;
  title: string;
  quantity: number;
}

/** What the refund box needs: the sale, its refunds, and whether it was paid through a provider. */
export interface RefundFormOptions {
  kind: 'order' | 'refill' | 'ticket';
  id: string;
  /** Null for staff who are not the owner (SECURITY-REVIEW-2 N12): the box is not shown. */
  refunds: RefundsSummary | null;
  /** The sale's payment method: `cash` offers no provider refund. */
  method: string;
  /** Only the owner records refunds (the shop's money); staff see them. */
  owner: boolean;
  /** Called after a refund was recorded: the page asks the sale again. */
  onDone: () => void;
  /** An order's product lines: the form asks how many units of each came back into stock. */
  lines?: readonly ReturnableLine[];
}

/**
 * The sale's refunds (issue 28 item 3): what was paid, given back and left, each refund recorded,
 * and the owner's form to record one (amount in IQD, reason, cash or the provider). A refused
 * refund says why and keeps what was typed.
 */
export function RefundBox({ kind, id, refunds, method, owner, onDone, lines = [] }: RefundFormOptions) {
  const { t, lang } = useI18n();
  const { form, setForm, edit, shown: invalid, setShown } = useForm({ amount: '', reason: '', how: 'cash' as 'cash' | 'provider', units: {} as Record<string, string> });
  const { amount, reason, how, units } = form;
  // What is left of each line to come back: sold less what earlier refunds returned.
  const left = (line: ReturnableLine) => line.quantity - (refunds?.returned?.find((row) => row.line === line.id)?.quantity ?? 0);
  const returnable = lines.filter((line) => left(line) > 0);
  const [recorded, setRecorded] = useState(false);
  const refund = useAdminMutation(adminOperations.AdminRefund);
  if (!refunds || (refunds.received === 0 && refunds.items.length === 0)) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRecorded(false);
    const value = Number(amount);
    const back = returnable.map((line) => ({ line: line.id, quantity: Number(units[line.id] || 0), most: left(line) }));
    const wrong = {
      ...(Number.isInteger(value) && value >= 1 && value <= refunds.refundable ? {} : { amount: 'admin.refunds.errors.amount' }),
      ...(reason.trim() ? {} : { reason: 'admin.refunds.errors.reason' }),
      ...Object.fromEntries(back.filter((row) => row.quantity > row.most).map((row) => [`units-${row.line}`, 'admin.refunds.errors.units'])),
    };
    setShown(wrong);
    if (Object.keys(wrong).length) return;
    const returned = back.filter((row) => row.quantity > 0).map(({ line, quantity }) => ({ line, quantity }));
    const done = await refund.run({ kind, id, amount: value, reason: reason.trim(), method: how, ...(returned.length ? { lines: returned } : {}) });
    if (!done) return;
    setForm({ ...form, amount: '', reason: '', units: {} });
    setRecorded(true);
    onDone();
  };
  return (
    <section className="admin-refund" aria-labelledby="admin-refund-title">
      <h2 id="admin-refund-title">{t('admin.refunds.title')}</h2>
      <dl className="order-facts">
        <dt>{t('admin.refunds.received')}</dt>
        <dd data-received={refunds.received}>{formatPrice(refunds.received, lang)}</dd>
        <dt>{t('admin.refunds.refunded')}</dt>
        <dd data-refunded={refunds.refunded}>{formatPrice(refunds.refunded, lang)}</dd>
        <dt>{t('admin.refunds.refundable')}</dt>
        <dd data-refundable={refunds.refundable}>{formatPrice(refunds.refundable, lang)}</dd>
      </dl>
      {refunds.items.length ? (
        <ul className="admin-refund-list">
          {refunds.items.map((item) => (
            <li key={item.id}>
              <strong>{formatPrice(item.amount, lang)}</strong>
              {' · '}
              {item.method === 'cash' ? t('admin.refunds.methods.cash') : t(item.byHand ? 'admin.refunds.byHand' : 'admin.refunds.throughProvider', { provider: t(`payment.methods.${item.provider ?? ''}`) })}
              {' · '}
              {item.reason}
              <br />
              <span className="muted">
                {dateTime(item.date, lang)}
                {item.staff ? ` · ${item.staff}` : ''}
              </span>
              {item.status === 'pending' ? <PendingRefund id={item.id} owner={owner} onSettled={onDone} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {recorded ? <p role="status">{t('admin.refunds.recorded')}</p> : null}
      {refunds.refundable > 0 && !owner ? <p className="muted">{t('admin.refunds.ownerOnly')}</p> : null}
      {refunds.refundable > 0 && owner ? (
        <form className="admin-form refund-form" onSubmit={submit} aria-busy={refund.busy || undefined} noValidate>
          <FormAlert alert={refund.error ? { message: refund.error } : undefined} />
          <AmountField
            label={t('admin.refunds.amount')}
            name="amount"
            value={amount}
            required
            error={invalid.amount}
            hint={t('admin.refunds.upTo', { amount: formatPrice(refunds.refundable, lang) })}
            onAmount={(value) => edit('amount', value)}
          />
          <InputField label={t('admin.refunds.reason')} name="reason" maxLength={500} value={reason} required error={invalid.reason} onChange={(event) => edit('reason', event.currentTarget.value)} />
          {returnable.length ? (
            <fieldset className="refund-lines">
              <legend>{t('admin.refunds.unitsBack')}</legend>
              {returnable.map((line) => (
                <AmountField
                  key={line.id}
                  label={line.title}
                  name={`units-${line.id}`}
                  value={units[line.id] ?? ''}
                  error={(invalid as Record<string, string | undefined>)[`units-${line.id}`]}
                  hint={t('admin.refunds.unitsLeft', { n: localizeDigits(String(left(line)), lang) })}
                  onAmount={(value) => edit('units', { ...units, [line.id]: value })}
                />
              ))}
            </fieldset>
          ) : null}
          <fieldset className="admin-row">
            <legend>{t('admin.refunds.method')}</legend>
            {(method === 'cash' ? (['cash'] as const) : (['cash', 'provider'] as const)).map((value) => (
              <label key={value} className="checkbox">
                <input type="radio" name="refund-method" value={value} checked={how === value} onChange={() => edit('how', value)} />
                {value === 'cash' ? t('admin.refunds.methods.cash') : t('admin.refunds.methods.provider', { provider: t(`payment.methods.${method}`) })}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button" disabled={refund.busy}>
            {t(refund.busy ? 'admin.refunds.recording' : 'admin.refunds.submit')}
          </button>
        </form>
      ) : null}
      {refunds.refundable === 0 ? <p className="muted">{t('admin.refunds.nothingLeft')}</p> : null}
    </section>
  );
}
