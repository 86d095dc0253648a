// The refill builder's "Make this a plan" (issue 37 item 1). Its own chunk, loaded on the first
// click of a signed-in customer: the form, the plans' texts and the checkout's fields are not
// downloaded by shoppers who never make a plan (DESIGN §6 budgets).
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import {
  createRefillPlanForm,
  formatDate,
  localizeDigits,
  orderOperations,
  PAYMENT_METHODS,
  PLAN_MAX_DAYS,
  PLAN_PERIODS,
  planDayFromToday,
  planMessages,
  placesOperations,
  type MadePlan,
  type PlanPeriod,
} from '@candleshop/core';
import { Field, fieldAria, retryAll, RetryNotice, useI18n, useQuery } from '@candleshop/ui';
import { CheckoutFields } from '../checkout/checkout-fields.js';
import { emit } from '../internal/analytics.js';
import { useShopClients } from '../internal/shop-clients.js';
import { PanelAlert, RefillPanel, type RefillPanelOptions } from './refill-panel.js';

/** Make this a plan: the period, the first day, delivery or pickup, and how each refill is paid. */
export function RefillPlanForm(options: RefillPanelOptions) {
  return (
    <RefillPanel options={options} areas={[planMessages]} part="plan">
      <PlanForm {...options} />
    </RefillPanel>
  );
}

function PlanForm({ client, endpoint, lang, fastpay, draft, plansHref }: RefillPanelOptions) {
  const { t } = useI18n();
  const heading = useId();
  // The page's shared account client: the plan is the signed-in customer's.
  const { account } = useShopClients(endpoint);
  const langRef = useRef(lang);
  langRef.current = lang;
  const form = useMemo(() => createRefillPlanForm({ client: account, lang: () => langRef.current }), [account]);
  const values = useStore(form.$values);
  const errors = useStore(form.$errors);
  const alert = useStore(form.$alert);
  const method = useStore(form.$method);
  const sending = useStore(form.$step) === 'placing';
  const weeks = useStore(form.$weeks);
  const day = useStore(form.$day);
  const dayError = useStore(form.$dayError);
  const cities = useQuery(client, placesOperations.Cities, {}, lang);
  const points = useQuery(client, orderOperations.PickupPoints, {}, lang);
  const [made, setMade] = useState<MadePlan>();
  const element = useRef<HTMLFormElement>(null);

  // The first field with an error takes the focus, so keyboard and screen-reader users hear it.
  useEffect(() => {
    element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, dayError]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refill = draft();
    const plan = refill && (await form.send(refill));
    if (!plan) return;
    // Dispatched from inside the shadow root: composed, the page hears it on the element.
    emit(element.current!, 'candle-refill-plan-made', plan);
    setMade(plan);
  };

  if (made) {
    return (
      <div className="alert success" part="plan-made" role="status">
        <p className="alert-title">{t('refillPlanForm.madeTitle')}</p>
        <p>
          {t('accountPlans.made', { id: localizeDigits(made.id, lang) })} {plansHref && <a href={plansHref}>{t('accountPlans.heading')}</a>}
        </p>
        <p>{t('refillPlanForm.firstRefill', { day: formatDate(made.firstDate, lang) })}</p>
      </div>
    );
  }
  return (
    <section aria-labelledby={heading}>
      <h3 id={heading} className="request-title">
        {t('refillPlanForm.title')}
      </h3>
      <form ref={element} className="request-form" noValidate onSubmit={submit} aria-busy={sending || undefined}>
        <p className="hint">{t('accountPlans.intro')}</p>
        <Field id="plan-weeks" label={t('accountPlans.period')}>
          <select id="plan-weeks" name="everyWeeks" value={String(weeks)} onInput={(event) => form.setWeeks(Number(event.currentTarget.value) as PlanPeriod)}>
            {PLAN_PERIODS.map((count) => (
              <option key={count} value={String(count)}>
                {t('accountPlans.everyWeeks', { count })}
              </option>
            ))}
          </select>
        </Field>
        <Field id="plan-day" label={t('accountPlans.firstDay')} hint={t('accountPlans.dayHint')} error={dayError}>
          <input
            id="plan-day"
            name="firstDate"
            type="date"
            value={day}
            min={planDayFromToday(1)}
            max={planDayFromToday(PLAN_MAX_DAYS)}
            onInput={(event) => form.setDay(event.currentTarget.value)}
            {...fieldAria('plan-day', dayError, true)}
          />
        </Field>
        <CheckoutFields values={values} errors={errors} signedIn cities={cities.data?.cities} points={points.data?.sellingPoints.filter((point) => point.drop)} onEdit={form.edit} />
        <fieldset className="block" part="plan-payment">
          <legend>{t('refillPlanForm.payment')}</legend>
          <div className="methods">
            {PAYMENT_METHODS.filter((option) => option !== 'fastpay' || fastpay).map((option) => (
              <label key={option} className="method" part="method">
                <input type="radio" name="plan-method" value={option} checked={option === method} onChange={() => form.chooseMethod(option)} />
                <span>
                  <span className="method-name">{t(`payment.methods.${option}`)}</span>
                  <span className="muted small">{t(option === 'cash' ? 'refillPlanForm.cash' : 'refillPlanForm.online')}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {(cities.error || points.error) && <RetryNotice className="alert fail" message="checkoutForm.loadFailed" onRetry={retryAll(cities, points)} />}
        {alert && <PanelAlert alert={alert} />}
        <button type="submit" className="button" part="plan-submit" aria-disabled={sending || undefined}>
          {t(sending ? 'accountPlans.making' : 'accountPlans.make')}
        </button>
        {sending && (
          <p className="hint" role="status" aria-busy="true">
            {t('accountPlans.making')}
          </p>
        )}
      </form>
    </section>
  );
}
