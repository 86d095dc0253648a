import { localizeDigits } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { payablePath } from './order-links.js';

/**
 * /payment/success and /payment/fail (SPEC §2): where the server sends the shopper back from a
 * provider, with the order's id, uuid and, for guests, email; type=refill for a refill request.
 * Success links to the order or the refill request (a guest's refill request has no page: its
 * number is shown); failure too when it is known, and home.
 */
export function PaymentResultPage({ outcome, search }: { outcome: 'success' | 'fail'; search: Record<string, string> }) {
  const { t, lang } = useI18n();
  const order = payablePath(search);
  const refill = search.type === 'refill';
  const success = outcome === 'success';
  return (
    <div className="container result-page">
      <div className={`result ${outcome}`} role={success ? 'status' : 'alert'}>
        <h1>{t(success ? 'paymentResult.successTitle' : 'paymentResult.failTitle')}</h1>
        <p>{t(success ? 'payment.success' : 'payment.fail')}</p>
        {refill && !order && search.id && <p>{t('paymentResult.refillNumber', { id: localizeDigits(search.id, lang) })}</p>}
      </div>
      <p className="result-links">
        {order && (
          <a className="button" href={order}>
            {t(refill ? 'paymentResult.viewRefill' : 'paymentResult.viewOrder')}
          </a>
        )}
        {!success && (
          <a className={order ? 'button secondary' : 'button'} href="/">
            {t('paymentResult.goHome')}
          </a>
        )}
      </p>
    </div>
  );
}
