import { useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import {
  $auth, formatPrice, isPhone, orderOperations, PAYMENT_METHODS, placesOperations, rememberPage, subscriptionOperations, subscriptionTotal, toWesternDigits, type PaymentMethod,
} from '@candleshop/core';
import { useI18n, useQuery } from '@candleshop/ui';
import { accountClient, publicClient } from '../api.js';
import { followPayment, PaymentForm } from '../pages/pay-later.js';
import { useMonths } from './gift-subscription-page.js';
import { openPath } from '../local-path.js';

// The storefront offers what its checkout offers (FastPay is not enabled there yet).
const METHODS = PAYMENT_METHODS.filter((method) => method !== 'fastpay');

interface Choice {
  packageId: string;
  months: number;
  gift: boolean;
  giftName: string;
  giftPhone: string;
  giftMessage: string;
  deliver: boolean;
  city: string;
  address: string;
  point: string;
}

type Errors = Partial<Record<'giftName' | 'giftPhone' | 'city' | 'address' | 'point', string>>;

function errorsOf(choice: Choice): Errors {
  const errors: Errors = {};
  if (choice.gift && !choice.giftName.trim()) errors.giftName = 'subscriptions.nameRequired';
  if (choice.gift && !isPhone(toWesternDigits(choice.giftPhone).trim())) errors.giftPhone = 'subscriptions.phoneInvalid';
  if (choice.deliver && !choice.city) errors.city = 'subscriptions.cityRequired';
  if (choice.deliver && !choice.address.trim()) errors.address = 'subscriptions.addressRequired';
  if (!choice.deliver && !choice.point) errors.point = 'subscriptions.pointRequired';
  return errors;
}

function Labelled({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {t(error)}
        </p>
      )}
    </div>
  );
}

const invalid = (id: string, error?: string) => (error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});

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
  const [choice, setChoice] = useState<Choice>({
    packageId: search.package ?? '1', months: Number(search.months) || 3, gift: true, giftName: '', giftPhone: '', giftMessage: '', deliver: true, city: '', address: '', point: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  // One key per choice: a retry after a lost answer is the same purchase (SECURITY B1).
  const [keys] = useState(() => new Map<string, string>());
  const set = <K extends keyof Choice>(field: K, value: Choice[K]) => {
    setChoice((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

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
    const found = errorsOf(choice);
    setErrors(found);
    if (Object.keys(found).length) return;
    const variables = {
      // SPEC §7 subscription(subscription, …): the chosen price stands for its package and months.
      subscription: price.id,
      method,
      gift: choice.gift ? { name: choice.giftName.trim(), phone: choice.giftPhone.trim(), message: choice.giftMessage.trim() || null } : null,
      ...(choice.deliver ? { city: choice.city, address: choice.address.trim() } : { selling_point: choice.point }),
    };
    const fingerprint = JSON.stringify(variables);
    if (!keys.has(fingerprint)) keys.set(fingerprint, crypto.randomUUID());
    setBusy(true);
    setFailed(undefined);
    const answer = await accountClient.mutate(subscriptionOperations.BuySubscription, { ...variables, idempotencyKey: keys.get(fingerprint) }, lang);
    setBusy(false);
    if (answer.error) return setFailed(answer.error.network ? answer.error.key : answer.error.validation ? 'subscriptions.checkForm' : 'subscriptions.failed');
    const problem = followPayment('subscription', method, answer.data.subscription);
    if (problem) setFailed(problem);
  };

  return (
    <div className="container subscriptions-page subscription-checkout">
      <h1>{t('subscriptions.checkout')}</h1>
      <div className="checkout-grid">
        <div>
          <Labelled id="sub-package" label={t('subscriptions.package')}>
            <select id="sub-package" value={item.id} onChange={(event) => set('packageId', event.currentTarget.value)}>
              {packages.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.title}
                </option>
              ))}
            </select>
          </Labelled>
          <Labelled id="sub-months" label={t('subscriptions.monthsLabel')}>
            <select id="sub-months" value={price.months} onChange={(event) => set('months', Number(event.currentTarget.value))}>
              {item.prices.map((candidate) => (
                <option key={candidate.id} value={candidate.months}>
                  {months(candidate.months)} · {formatPrice(candidate.price, lang)}
                </option>
              ))}
            </select>
          </Labelled>
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
              <Labelled id="sub-gift-name" label={t('subscriptions.giftName')} error={errors.giftName}>
                <input id="sub-gift-name" value={choice.giftName} onInput={(event) => set('giftName', event.currentTarget.value)} {...invalid('sub-gift-name', errors.giftName)} />
              </Labelled>
              <Labelled id="sub-gift-phone" label={t('subscriptions.giftPhone')} error={errors.giftPhone}>
                <input id="sub-gift-phone" type="tel" inputMode="tel" placeholder="07xx xxx xxxx" value={choice.giftPhone} onInput={(event) => set('giftPhone', event.currentTarget.value)} {...invalid('sub-gift-phone', errors.giftPhone)} />
              </Labelled>
              <Labelled id="sub-gift-message" label={t('subscriptions.giftMessage')}>
                <textarea id="sub-gift-message" rows={3} maxLength={500} value={choice.giftMessage} onInput={(event) => set('giftMessage', event.currentTarget.value)} />
              </Labelled>
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
              <Labelled id="sub-city" label={t('subscriptions.city')} error={errors.city}>
                <select id="sub-city" value={choice.city} onChange={(event) => set('city', event.currentTarget.value)} {...invalid('sub-city', errors.city)}>
                  <option value="">{t('subscriptions.chooseCity')}</option>
                  {cities.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      {candidate.name}
                    </option>
                  ))}
                </select>
              </Labelled>
              <Labelled id="sub-address" label={t('subscriptions.address')} error={errors.address}>
                <input id="sub-address" autoComplete="street-address" value={choice.address} onInput={(event) => set('address', event.currentTarget.value)} {...invalid('sub-address', errors.address)} />
              </Labelled>
            </>
          ) : (
            <Labelled id="sub-point" label={t('subscriptions.point')} error={errors.point}>
              <select id="sub-point" value={choice.point} onChange={(event) => set('point', event.currentTarget.value)} {...invalid('sub-point', errors.point)}>
                <option value="">{t('subscriptions.choosePoint')}</option>
                {points.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.title}, {candidate.city.name}
                  </option>
                ))}
              </select>
            </Labelled>
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
          <PaymentForm methods={METHODS} method={method} onMethod={setMethod} busy={busy} failed={failed} onSubmit={buy} submit={busy ? t('subscriptions.paying') : t('subscriptions.pay')} />
        </aside>
      </div>
    </div>
  );
}
