import { useState } from 'react';
import { describeError, describeTicketError, isPaymentMethod, keepFibPayment, orderOperations, paymentRoute } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { accountClient } from '../api.js';
import { $router } from '../router.js';

/** Options of {@link PayLater}. */
export interface PayLaterOptions {
  /** The unpaid order's, refill request's or ticket's id. */
  id: string;
  /** SPEC §7 payLater's type. */
  type: 'order' | 'refill' | 'ticket';
  method: string;
  /** The button's message keys: the label and the busy label. */
  labels: { pay: string; paying: string };
}

/**
 * SPEC §7 payLater(id, type, method): a new payment for the customer's unpaid order, refill
 * request or ticket, routed as a new order's (SPEC §4): the provider's page, or the FIB page.
 */
export function PayLater({ id, type, method, labels }: PayLaterOptions) {
  const { t, lang } = useI18n();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  const pay = async () => {
    if (!isPaymentMethod(method)) return;
    setBusy(true);
    setFailed(undefined);
    const answer = await accountClient.mutate(orderOperations.PayLater, { id, type, method }, lang);
    setBusy(false);
    if (answer.data === undefined) return setFailed((type === 'ticket' ? describeTicketError(answer.error) : describeError(answer.error, 'order')).message);
    const origin = location.origin;
    const settings = { zaincashPayUrl: `${origin}/payments/zaincash/pay`, nasspayCheckoutUrl: `${origin}/payments/nasspay/checkout` };
    const route = paymentRoute({ method, result: answer.data.payLater, signedIn: true, settings });
    if (route.to === 'provider') return location.assign(route.url);
    if (route.to === 'fibPaymentDetails') {
      keepFibPayment(route.fibToken);
      const query = new URLSearchParams({ id, paymentId: route.fibToken.paymentId });
      if (type !== 'order') query.set('type', type);
      return $router.open(`/fib-payment-details?${query}`);
    }
    setFailed('payment.fail');
  };
  return (
    <div className="pay-later">
      <button type="button" className="button" disabled={busy} onClick={() => void pay()}>
        {busy ? t(labels.paying) : t(labels.pay)}
      </button>
      {failed && (
        <p className="field-error" role="alert">
          {t(failed)}
        </p>
      )}
    </div>
  );
}
