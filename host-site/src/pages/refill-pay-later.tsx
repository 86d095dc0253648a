import { useState } from 'react';
import { describeError, keepFibPayment, paymentHref, paymentRoute, PAYMENT_METHODS, orderOperations, type PaymentMethod } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { accountClient } from '../api.js';
import { $router } from '../router.js';

// Pay later is an online payment: cash is paid at the door, so it is not offered. FastPay is
// offered where the storefront enables it, which it does not yet (as its checkout).
const ONLINE_METHODS = PAYMENT_METHODS.filter((method) => method !== 'cash' && method !== 'fastpay');

/**
 * SPEC §7 payLater(id, type refill, method): a new payment for the customer's pending, unpaid
 * refill request, with the method chosen here, routed as any order's payment (SPEC §4).
 */
export function RefillPayLater({ id, method: requested }: { id: string; method: string }) {
  const { t, lang } = useI18n();
  const [method, setMethod] = useState<PaymentMethod>(ONLINE_METHODS.find((online) => online === requested) ?? 'nasspay');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  const pay = async () => {
    setBusy(true);
    setFailed(undefined);
    const answer = await accountClient.mutate(orderOperations.PayLater, { id, type: 'refill', method }, lang);
    if (answer.data === undefined) {
      setBusy(false);
      return setFailed(describeError(answer.error, 'refillRequest').message);
    }
    const origin = location.origin;
    const settings = { zaincashPayUrl: `${origin}/payments/zaincash/pay`, nasspayCheckoutUrl: `${origin}/payments/nasspay/checkout` };
    const result = answer.data.payLater;
    const route = paymentRoute({ method, result, signedIn: true, settings });
    if (route.to === 'provider') return location.assign(route.url);
    setBusy(false);
    if (route.to === 'fibPaymentDetails') {
      keepFibPayment(route.fibToken);
      return $router.open(paymentHref(route, '', { ...result, operation_type: 'refill' }) ?? '/');
    }
    setFailed('payment.fail');
  };
  return (
    <form
      className="pay-later"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <fieldset className="pay-methods">
        <legend>{t('refillDetails.method')}</legend>
        {ONLINE_METHODS.map((option) => (
          <label key={option} className="pay-method">
            <input type="radio" name="pay-later-method" value={option} checked={method === option} onChange={() => setMethod(option)} />
            {t(`payment.methods.${option}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('orderPage.paying') : t('orderPage.payNow')}
      </button>
      {failed && (
        <p className="field-error" role="alert">
          {t(failed)}
        </p>
      )}
    </form>
  );
}
