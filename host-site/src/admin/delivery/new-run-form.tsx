import { useState, type FormEvent } from 'react';
import { couriersOperations, deliveryOperations, formatPrice, localizeDigits, placesOperations, shopDate } from '@candleshop/core';
import { Isolated, useI18n, useQuery } from '@candleshop/ui';
import { accountQueries, publicClient } from '../../api.js';
import { FormAlert, InputField, SelectField } from '../../forms/field.js';
import { LoadFailure } from '../../frame/query-status.js';
import { openPath } from '../../local-path.js';
import { useForm } from '../../forms/use-form.js';
import { useAdminMutation, useStaffReads } from '../use-admin.js';

// Today on Baghdad's calendar, as YYYY-MM-DD (the run's default date).
const today = () => shopDate(new Date());

// A candidate's key in the form: its kind and id (an order and a refill request may share an id).
const keyOf = (candidate: { kind: string; id: string }) => `${candidate.kind}:${candidate.id}`;
const stopOf = (key: string) => {
  const [kind = '', id = ''] = key.split(':');
  return { kind, id };
};

/**
 * Builds a run (issue 28 item 2): a date, an active courier of the owner's list (issue 36), a city; then the accepted delivery orders
 * and refill plans' confirmed refills (issue 37) of that city waiting for a run, ticked in the order
 * the courier will deliver them. The cash to collect shown is the server's. A refusal says why and
 * keeps what was typed.
 */
export function NewRunForm() {
  const { t, lang } = useI18n();
  const { form, edit, shown: invalid, setShown } = useForm({ date: today(), courier: '', city: '', orders: [] as string[] });
  const { date, courier, city, orders: chosen } = form;
  const cities = useQuery(publicClient, placesOperations.Cities, {}, lang).data?.cities ?? [];
  // Issue 36: a run names a courier of the owner's list, an active one.
  const couriers = useQuery(accountQueries, couriersOperations.AdminCouriers, {}, lang, useStaffReads());
  const active = (couriers.data?.adminCouriers ?? []).filter((item) => item.active);
  const [fresh, setFresh] = useState(0);
  const create = useAdminMutation(deliveryOperations.AdminCreateDeliveryRun);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = {
      ...(courier ? {} : { courier: 'admin.delivery.errors.courier' }),
      ...(city ? {} : { city: 'admin.delivery.errors.city' }),
      ...(chosen.length ? {} : { orders: 'admin.delivery.errors.orders' }),
    };
    setShown(wrong);
    if (wrong.courier || wrong.city || wrong.orders) return;
    const made = await create.run({ input: { date, courier, city, stops: chosen.map(stopOf) } });
    if (made) openPath(`/admin/delivery-runs/${made.adminCreateDeliveryRun.id}`);
    // Refused (another run took an order, or the courier was deactivated): the lists are read again, the rest kept.
    else {
      couriers.retry();
      edit('orders', []);
      setFresh((count) => count + 1);
    }
  };
  return (
    <form className="admin-form new-run" onSubmit={submit} aria-busy={create.busy || undefined} aria-labelledby="new-run-title" noValidate>
      <h3 id="new-run-title">{t('admin.delivery.new.title')}</h3>
      <FormAlert alert={create.error ? { message: create.error } : undefined} />
      {couriers.error ? <LoadFailure error={couriers.error} retry={couriers.retry} /> : null}
      {couriers.data && active.length === 0 ? <p className="muted">{t('admin.delivery.new.noCouriers')}</p> : null}
      <div className="admin-row">
        <InputField label={t('admin.delivery.new.date')} name="date" type="date" value={date} required onChange={(event) => edit('date', event.currentTarget.value || today())} />
        <SelectField
          label={t('admin.delivery.new.courier')}
          name="courier"
          value={courier}
          placeholder={t('admin.delivery.new.chooseCourier')}
          options={active.map((item) => ({ value: item.id, label: item.name }))}
          error={invalid.courier}
          busy={couriers.loading}
          onChange={(value) => edit('courier', value)}
        />
        <SelectField
          label={t('admin.delivery.new.city')}
          name="city"
          value={city}
          placeholder={t('admin.delivery.new.chooseCity')}
          options={cities.map((item) => ({ value: item.id, label: item.name }))}
          error={invalid.city}
          onChange={(value) => {
            edit('city', value);
            edit('orders', []);
          }}
        />
      </div>
      {city ? (
        <CandidatePicker key={`${city}-${fresh}`} city={city} chosen={chosen} error={invalid.orders} onToggle={(id) => edit('orders', chosen.includes(id) ? chosen.filter((item) => item !== id) : [...chosen, id])} />
      ) : null}
      <button type="submit" className="button" disabled={create.busy}>
        {t(create.busy ? 'admin.delivery.new.building' : 'admin.delivery.new.submit')}
      </button>
    </form>
  );
}

/** The accepted delivery orders and confirmed plan refills of a city waiting for a run, ticked in the courier's order. */
function CandidatePicker({ city, chosen, error, onToggle }: { city: string; chosen: readonly string[]; error?: string; onToggle: (id: string) => void }) {
  const { t, lang } = useI18n();
  const candidates = useQuery(accountQueries, deliveryOperations.AdminDeliveryCandidates, { city }, lang, useStaffReads());
  const offered = candidates.data?.adminDeliveryCandidates ?? [];
  return (
    <fieldset className="run-candidates" aria-busy={candidates.loading || undefined} aria-describedby={error ? 'run-orders-error' : undefined}>
      <legend>{t('admin.delivery.new.orders')}</legend>
      {candidates.error ? <LoadFailure error={candidates.error} retry={candidates.retry} /> : null}
      {candidates.loading && !candidates.data ? <p role="status">{t('admin.delivery.new.loading')}</p> : null}
      {candidates.data && offered.length === 0 ? <p className="muted">{t('admin.delivery.new.none')}</p> : null}
      {offered.length ? <p className="muted">{t('admin.delivery.new.pick')}</p> : null}
      {error ? (
        <p id="run-orders-error" className="field-error">
          {t(error)}
        </p>
      ) : null}
      <ul className="run-candidate-list">
        {offered.map((order) => {
          const key = keyOf(order);
          const position = chosen.indexOf(key) + 1;
          return (
            <li key={key}>
              <label className="checkbox">
                <input type="checkbox" name="orders" value={key} checked={position > 0} onChange={() => onToggle(key)} />
                <span>
                  <strong>{t(order.kind === 'refill' ? 'admin.delivery.new.refill' : 'admin.delivery.new.order', { id: localizeDigits(order.id, lang) })}</strong> · <Isolated dir="auto">{order.customerName}</Isolated> ·{' '}
                  <Isolated dir="auto">{order.address}</Isolated> · {order.cashToCollect ? formatPrice(order.cashToCollect, lang) : t('admin.delivery.sheet.paidOnline')}
                  {position ? <span className="run-stop-number"> · {t('admin.delivery.new.stopNumber', { position: localizeDigits(String(position), lang) })}</span> : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
