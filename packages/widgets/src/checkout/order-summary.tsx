import { formatPrice, giftCardCover, type GiftCard, type PromotionQuote } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';

/** One line of the summary: what is ordered, how many, for how much (integer IQD). */
export interface SummaryLine {
  key: string;
  title: string;
  choices: string[];
  quantity: number;
  total: number;
}

/** Options of {@link OrderSummary}. */
export interface OrderSummaryOptions {
  lines: readonly SummaryLine[];
  loading: boolean;
  /** The delivery price shown, or undefined when none applies yet. */
  delivery: number | undefined;
  /** The server's quote of the promotion (a code's or the automatic one): what it takes off comes off. */
  promotion?: PromotionQuote;
  /** Gift cards added (issue 35): what they pay comes off, and the rest is shown. */
  giftCards?: readonly GiftCard[];
}

/** The previewed total before gift cards: the items less the promotion the server quoted, plus delivery. */
export function summaryTotal(lines: readonly SummaryLine[], delivery: number | undefined, promotion?: PromotionQuote) {
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  const off = promotion?.discount ?? 0;
  return { subtotal, off, total: subtotal - off + (delivery ?? 0) };
}

/**
 * SPEC §2 Checkout: the order summary with subtotal, delivery and total. The server computes the
 * real total (SPEC §5 Totals), so these figures are a preview and say so.
 */
export function OrderSummary({ lines, loading, delivery, promotion, giftCards = [] }: OrderSummaryOptions) {
  const { t, lang } = useI18n();
  const { subtotal, off, total } = summaryTotal(lines, delivery, promotion);
  const cover = giftCardCover(giftCards, total);
  return (
    <section className="summary" part="summary" aria-labelledby="summary-title" aria-busy={loading}>
      <h3 id="summary-title">{t('checkoutForm.summary')}</h3>
      {loading ? (
        <p className="muted">{t('common.loading')}</p>
      ) : lines.length === 0 ? (
        <p className="muted" part="empty">
          {t('checkoutForm.empty')}
        </p>
      ) : (
        <ul className="lines">
          {lines.map((line) => (
            <li key={line.key} className="line" part="line">
              <span className="line-title">{line.title}</span>
              {line.choices.length > 0 && <span className="muted">{line.choices.join(' · ')}</span>}
              <span className="muted">{t('checkoutForm.quantity', { count: line.quantity })}</span>
              <span className="line-total" part="price">
                {formatPrice(line.total, lang)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <dl className="totals" part="totals">
        <dt>{t('checkoutForm.subtotal')}</dt>
        <dd>{formatPrice(subtotal, lang)}</dd>
        {off > 0 && (
          <>
            <dt>{promotion!.name}</dt>
            <dd part="discount">−{formatPrice(off, lang)}</dd>
          </>
        )}
        {delivery !== undefined && (
          <>
            <dt>{t('checkoutForm.deliveryPrice')}</dt>
            <dd>{formatPrice(delivery, lang)}</dd>
          </>
        )}
        <dt className="grand">{t('checkoutForm.total')}</dt>
        <dd className="grand" part="total">
          {formatPrice(total, lang)}
        </dd>
        {cover.paid > 0 && (
          <>
            <dt>{t('giftCard.paid')}</dt>
            <dd part="gift-card-paid">−{formatPrice(cover.paid, lang)}</dd>
            <dt className="grand">{t('giftCard.left')}</dt>
            <dd className="grand" part="left-to-pay">
              {formatPrice(cover.left, lang)}
            </dd>
          </>
        )}
      </dl>
      {giftCards.length > 0 && delivery !== undefined && cover.left === 0 && <p role="status">{t('giftCard.coversAll')}</p>}
      <p className="muted small">{t('checkoutForm.preview')}</p>
    </section>
  );
}
