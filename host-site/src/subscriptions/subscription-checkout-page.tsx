import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $auth, createSubscriptionCheckout, formatPrice, orderOperations, PAYMENT_METHODS, placesOperations, rememberPage, subscriptionOperations, subscriptionTotal } from '@candleshop/core';
import { Field, fieldAria, useI18n, useQuery } from '@candleshop/ui';
import { accountClient, publicClient } from '../api.js';
import { currentLang, humanCheck } from '../account/session.js';
import { followPayment, PaymentForm } from '../pages/pay-later.js';
import { useMonths } from './gift-subscription-page.js';
import { openPath } from '../local-path.js';

// The storefront offers what its checkout offers (FastPay is not enabled there yet).
const METHODS = PAYMENT_METHODS.filter((method) => method !== 'fastpay');

/**
 * /giftsubscription/checkout (SPEC §2, §6): package and months (from the query), for oneself or
 * a gift with the recipient, delivery or pickup, the method, then subscription and the payment's
 * routing. Buying needs an account: a guest is sent to sign in and comes back to the same choice.
 */
export function SubscriptionCheckoutPage({ search }: { search: Record<string, string> }) {
  const { t, lang } = useI18n();
  const months = useMonths();
  const auth = useStore($auth);
  const packages = useQuery(publicClient, subscriptionOperations.SubscriptionPackages, {}, lang).data?.subscriptions;
  const cities = useQuery(publicClient, placesOperations.Cities, {}, lang).data?.cities;
  const points = useQuery(publicClient, orderOperations.PickupPoints, {}, lang).data?.sellingPoints.filter((point) => point.drop);
  const [checkout] = useState(() => createSubscriptionCheckout({ client: accountClient, humanCheck, lang: currentLang, preset: { packageId: search.package, months: Number(search.months) } }));
  const choice = useStore(checkout.$choice);
  const errors = useStore(checkout.$errors);
  const method = useStore(checkout.$method);
  const busy = useStore(checkout.$busy);
  const failed = useStore(checkout.$failed);
  const set = checkout.set;

  if (!auth.loggedIn && auth.checked) {
    const here = `/giftsubscription/checkout?package=${encodeURIComponent(choice.packageId)}&months=${choice.months}`;
    return (
      <div className="container subscriptions-page">
        <h1>{t('subscriptions.checkout')}</h1>
        <p>{t('subscriptions.signIn')}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            rememberPage(here);
            openPath('/signin');
          }}
        >
          {t('subscriptions.signInButton')}
        </button>
      </div>
    );
  }
  if (!auth.loggedIn || !packages || !cities || !points) {
    return (
      <div className="container" aria-busy="true">
        <p role="status">{t('subscriptions.loading')}</p>
      </div>
    );
  }
  const item = packages.find((candidate) => candidate.id === choice.packageId) ?? packages[0]!;
  const price = item.prices.find((candidate) => candidate.months === choice.months) ?? item.prices[0]!;
  const city = cities.find((candidate) => candidate.id === choice.city);
  const total = subscriptionTotal({ price: price.price, months: price.months, deliveryPrice: choice.deliver ? (city?.price ?? 0) : null });

  const buy = async () => {
    const answer = await checkout.buy(price.id);
    const problem = answer && followPayment('subscription', method, answer);
    if (problem) checkout.fail(problem);
  };

  return (
    <div className="container subscriptions-page subscription-checkout">
      <h1>{t('subscriptions.checkout')}</h1>
      <div className="checkout-grid">
        <div>
          <Field id="sub-package" label={t('subscriptions.package')}>
            <select id="sub-package" value={item.id} onChange={(event) => set('packageId', event.currentTarget.value)}>
              {packages.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.title}
                </option>
              ))}
            </select>
          </Field>
          <Field id="sub-months" label={t('subscriptions.monthsLabel')}>
            <select id="sub-months" value={price.months} onChange={(event) => set('months', Number(event.currentTarget.value))}>
              {item.prices.map((candidate) => (
                <option key={candidate.id} value={candidate.months}>
                  {months(candidate.months)} · {formatPrice(candidate.price, lang)}
                </option>
              ))}
            </select>
          </Field>
          <fieldset className="pay-methods">
            <legend>{t('subscriptions.forWhom')}</legend>
            <label className="pay-method">
              <input type="radio" name="for-whom" checked={choice.gift} onChange={() => set('gift', true)} /> {t('subscriptions.asGift')}
            </label>
            <label className="pay-method">
              <input type="radio" name="for-whom" checked={!choice.gift} onChange={() => set('gift', false)} /> {t('subscriptions.forMe')}
            </label>
          </fieldset>
          {choice.gift && (
            <>
              <Field id="sub-gift-name" label={t('subscriptions.giftName')} error={errors.giftName}>
                <input id="sub-gift-name" value={choice.giftName} onInput={(event) => set('giftName', event.currentTarget.value)} {...fieldAria('sub-gift-name', errors.giftName)} />
              </Field>
              <Field id="sub-gift-phone" label={t('subscriptions.giftPhone')} error={errors.giftPhone}>
                <input
                  id="sub-gift-phone"
                  type="tel"
                  inputMode="tel"
                  placeholder="07xx xxx xxxx"
                  value={choice.giftPhone}
                  onInput={(event) => set('giftPhone', event.currentTarget.value)}
                  {...fieldAria('sub-gift-phone', errors.giftPhone)}
                />
              </Field>
              <Field id="sub-gift-message" label={t('subscriptions.giftMessage')}>
                <textarea id="sub-gift-message" rows={3} maxLength={500} value={choice.giftMessage} onInput={(event) => set('giftMessage', event.currentTarget.value)} />
              </Field>
            </>
          )}
          <fieldset className="pay-methods">
            <legend>{t('subscriptions.delivery')}</legend>
            <label className="pay-method">
              <input type="radio" name="delivery" checked={choice.deliver} onChange={() => set('deliver', true)} /> {t('subscriptions.deliver')}
            </label>
            <label className="pay-method">
              <input type="radio" name="delivery" checked={!choice.deliver} onChange={() => set('deliver', false)} /> {t('subscriptions.pickup')}
            </label>
          </fieldset>
          {choice.deliver ? (
            <>
              <Field id="sub-city" label={t('subscriptions.city')} error={errors.city}>
                <select id="sub-city" value={choice.city} onChange={(event) => set('city', event.currentTarget.value)} {...fieldAria('sub-city', errors.city)}>
                  <option value="">{t('subscriptions.chooseCity')}</option>
                  {cities.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      {candidate.name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id="sub-address" label={t('subscriptions.address')} error={errors.address}>
                <input id="sub-address" autoComplete="street-address" value={choice.address} onInput={(event) => set('address', event.currentTarget.value)} {...fieldAria('sub-address', errors.address)} />
              </Field>
            </>
          ) : (
            <Field id="sub-point" label={t('subscriptions.point')} error={errors.point}>
              <select id="sub-point" value={choice.point} onChange={(event) => set('point', event.currentTarget.value)} {...fieldAria('sub-point', errors.point)}>
                <option value="">{t('subscriptions.choosePoint')}</option>
                {points.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.title}, {candidate.city.name}
                  </option>
                ))}
              </select>
            </Field>
          )}
        </div>
        <aside className="order-summary" aria-label={t('subscriptions.total')}>
          <img src={item.image} alt="" width={200} height={200} />
          <p>
            {item.title} · {months(price.months)}
          </p>
          {choice.deliver && city && <p className="muted">{t('subscriptions.deliveryNote', { price: formatPrice(city.price, lang) })}</p>}
          <p className="total" data-total={total}>
            {t('subscriptions.total')}: {formatPrice(total, lang)}
          </p>
          <PaymentForm methods={METHODS} method={method} onMethod={checkout.chooseMethod} busy={busy} failed={failed} onSubmit={buy} submit={busy ? t('subscriptions.paying') : t('subscriptions.pay')} />
        </aside>
      </div>
    </div>
  );
}
