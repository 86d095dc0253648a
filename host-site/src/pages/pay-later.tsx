import { useState } from 'react';
import { type Failures, keepFibPayment, orderOperations, PAYMENT_METHODS, paymentHref, paymentUrls, type PaymentMethod, type PaymentResult, shopFailures, startPayment, ticketFailures } from '@candleshop/core';
import { useI18n, useMutation } from '@candleshop/ui';
import { accountClient } from '../api.js';
import type { PayableKind } from '@candleshop/core';
import { openPath } from '../local-path.js';

// Pay later is an online payment: cash is paid at the door, so it is not offered. FastPay is
// offered where the storefront enables it, which it does not yet (as its checkout).
const ONLINE_METHODS = PAYMENT_METHODS.filter((method) => method !== 'cash' && method !== 'fastpay');

const failures = (type: PayableKind): Failures => (type === 'ticket' ? ticketFailures : type === 'refill' ? shopFailures.refillRequest : shopFailures.order);

/**
 * Goes where a customer's new payment continues (SPEC §4 Payment routing): the provider's page,
 * the FIB page, or (cash) the page of what was paid for.
 * @returns the message key to show when the answer cannot be followed
 */
export function followPayment(kind: PayableKind, method: PaymentMethod, answer: PaymentResult): string | undefined {
  const settings = paymentUrls(location.origin);
  const result = { ...answer, operation_type: kind };
  const route = startPayment({ kind, method, result, signedIn: true, settings });
  if (route.to === 'provider') {
    location.assign(route.url);
    return undefined;
  }
  if (route.to === 'paymentFail') return 'payment.fail';
  if (route.to === 'fibPaymentDetails') keepFibPayment(route.fibToken);
  openPath(paymentHref(route, '', result) ?? '/');
  return undefined;
}

/** Options of {@link PaymentForm}. */
export interface PaymentFormOptions {
  methods: readonly PaymentMethod[];
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  busy: boolean;
  /** A message key to show under the button. */
  failed?: string;
  onSubmit: () => Promise<void>;
  /** The button's text. */
  submit: string;
}

/** A payment-method choice and its submit button: paying later, or accepting a quote. */
export function PaymentForm({ methods, method, onMethod, busy, failed, onSubmit, submit }: PaymentFormOptions) {
  const { t } = useI18n();
  return (
    <form
      className="pay-later"
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <fieldset className="pay-methods">
        <legend>{t('orderPage.payWith')}</legend>
        {methods.map((option) => (
          <label key={option} className="pay-method">
            <input type="radio" name="payment-method" value={option} checked={method === option} onChange={() => onMethod(option)} />
            {t(`payment.methods.${option}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={busy}>
        {submit}
      </button>
      {failed && (
        <p className="field-error" role="alert">
          {t(failed)}
        </p>
      )}
    </form>
  );
}

/** Options of {@link PayLater}. */
export interface PayLaterOptions {
  /** The unpaid order's, refill request's or ticket's id. */
  id: string;
  /** SPEC §7 payLater's type. */
  type: PayableKind;
  /** The method it was placed with: chosen first when it is an online one. */
  method: string;
}

/**
 * SPEC §7 payLater(id, type, method): a new payment for the customer's unpaid order, refill
 * request or ticket, with the method chosen here, routed as a new order's payment (SPEC §4): the
 * provider's page, or the FIB page (which links back to what was paid for).
 */
export function PayLater({ id, type, method: placedWith }: PayLaterOptions) {
  const { t } = useI18n();
  const [method, setMethod] = useState<PaymentMethod>(ONLINE_METHODS.find((online) => online === placedWith) ?? 'nasspay');
  const { run, busy, failure } = useMutation(accountClient, orderOperations.PayLater, { failures: failures(type) });
  const [problem, setProblem] = useState<string>();
  const failed = failure?.message ?? problem;
  const pay = async () => {
    setProblem(undefined);
    const answer = await run({ id, type, method });
    if (answer.data) setProblem(followPayment(type, method, answer.data.payLater));
  };
  return <PaymentForm methods={ONLINE_METHODS} method={method} onMethod={setMethod} busy={busy} failed={failed} onSubmit={pay} submit={busy ? t('orderPage.paying') : t('orderPage.payNow')} />;
}
