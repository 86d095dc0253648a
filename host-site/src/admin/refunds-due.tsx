import { formatPrice } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';

/** A payment the shop owes back (schema RefundDue). */
export interface RefundDue {
  amount: number;
  provider: string;
  transaction: string;
}

/** One line per payment owed back: amount, provider and transaction, to refund in its dashboard (SECURITY A3). */
export function RefundLines({ refunds }: { refunds: readonly RefundDue[] }) {
  const { t, lang } = useI18n();
  return (
    <>
      {refunds.map((refund) => (
        <strong key={`${refund.provider}-${refund.transaction}`} className="refund-due">
          {t('admin.move.refundDue', { amount: formatPrice(refund.amount, lang), provider: t(`payment.methods.${refund.provider}`), transaction: refund.transaction })}
        </strong>
      ))}
    </>
  );
}

/** The order or request page's box of money to give back; nothing when none is owed. */
export function RefundsBox({ refunds }: { refunds: readonly RefundDue[] }) {
  const { t } = useI18n();
  if (!refunds.length) return null;
  return (
    <section className="admin-refunds" role="alert" aria-labelledby="admin-refunds-title">
      <h3 id="admin-refunds-title">{t('admin.move.refundsTitle')}</h3>
      <p>{t('admin.move.refundsIntro')}</p>
      <RefundLines refunds={refunds} />
    </section>
  );
}
