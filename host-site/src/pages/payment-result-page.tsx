import { useI18n } from '@candleshop/ui';
import { paidPath } from './order-links.js';

/**
 * /payment/success and /payment/fail (SPEC §2): where the server sends the shopper back from a
 * provider, with the order's id, uuid and, for guests, email (and type=ticket for a ticket). Success
 * links to the order or ticket; failure too when it is known, and home.
 */
export function PaymentResultPage({ outcome, search }: { outcome: 'success' | 'fail'; search: Record<string, string> }) {
  const { t } = useI18n();
  const target = paidPath(search);
  const order = target?.path;
  const success = outcome === 'success';
  return (
    <div className="container result-page">
      <div className={`result ${outcome}`} role={success ? 'status' : 'alert'}>
        <h1>{t(success ? 'paymentResult.successTitle' : 'paymentResult.failTitle')}</h1>
        <p>{t(success ? 'payment.success' : 'payment.fail')}</p>
      </div>
      <p className="result-links">
        {order && (
          <a className="button" href={order}>
            {t(target?.ticket ? 'ticketView.view' : 'paymentResult.viewOrder')}
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
