import { useStore } from '@nanostores/react';
import { $auth, localizeDigits, type PayableKind } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { paidPath } from './order-links.js';
import { useLocalPath } from '../local-path.js';
import { usePaidSearch } from './use-paid-search.js';

const VIEW: Record<PayableKind, string> = {
  order: 'paymentResult.viewOrder',
  refill: 'paymentResult.viewRefill',
  ticket: 'ticketView.view',
  personalized: 'paymentResult.viewPersonalized',
  subscription: 'paymentResult.viewSubscription',
};

/**
 * /payment/success and /payment/fail (SPEC §2): where the server sends the shopper back from a
 * provider, with the order's id and uuid; type=refill for a refill request, type=ticket for a
 * ticket, or else the kind stored under operation_type when the payment started; refund=1 when the money arrived after the sale was closed (SECURITY-REVIEW M5). A guest's
 * email comes from this browser's pending payment, never from the address (SECURITY-REVIEW L11).
 * Success links to what was paid for (a guest's refill request has no page: its number is shown);
 * failure too when it is known, and home.
 */
export function PaymentResultPage({ outcome, search }: { outcome: 'success' | 'fail'; search: Record<string, string> }) {
  const to = useLocalPath();
  const { t, lang } = useI18n();
  const paid = usePaidSearch(search);
  // A visitor known to be signed out is a guest: a ticket's link is then its guest page.
  const auth = useStore($auth);
  const target = paidPath(paid, auth.checked && !auth.loggedIn);
  const success = outcome === 'success';
  const refund = !success && search.refund === '1';
  const [title, message] = success ? ['paymentResult.successTitle', 'payment.success'] : refund ? ['paymentResult.refundTitle', 'paymentResult.refund'] : ['paymentResult.failTitle', 'payment.fail'];
  return (
    <div className="container result-page">
      <div className={`result ${refund ? 'refund' : outcome}`} role={success ? 'status' : 'alert'}>
        <h1>{t(title)}</h1>
        <p>{t(message)}</p>
        {paid.type === 'refill' && !target && paid.id && <p>{t('paymentResult.refillNumber', { id: localizeDigits(paid.id, lang) })}</p>}
      </div>
      <p className="result-links">
        {target && (
          <a className="button" href={to(target.path)}>
            {t(VIEW[target.kind])}
          </a>
        )}
        {!success && (
          <a className={target ? 'button secondary' : 'button'} href={to('/')}>
            {t('paymentResult.goHome')}
          </a>
        )}
      </p>
    </div>
  );
}
