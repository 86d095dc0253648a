import { useId, type MouseEvent } from 'react';
import { formatPrice, type PromotionQuote } from '@candleshop/core';
import { useI18n } from '../i18n/i18n-context.js';

/** Options of {@link OrderSummary}. */
export interface OrderSummaryOptions {
  /** Integer IQD of every line. */
  subtotal: number;
  checkoutHref: string;
  /** The level of its heading (see CartView's `headingLevel`). */
  level?: 2 | 3;
  /** A click on proceed-to-checkout, before the browser follows it (the drawer's hand-off). */
  onCheckout?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The server's quote of the cart's automatic promotion (issue 35 item 4), when it takes something off. */
  promotion?: Pick<PromotionQuote, 'discount' | 'name'>;
}

/** SPEC §2 Cart: the order summary with a proceed-to-checkout link; delivery is chosen at checkout. */
export function OrderSummary({ subtotal, checkoutHref, level = 3, onCheckout, promotion }: OrderSummaryOptions) {
  const { t, lang } = useI18n();
  const heading = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="summary" part="summary" aria-labelledby={heading}>
      <Heading id={heading} className="summary-heading">
        {t('cartView.summary')}
      </Heading>
      <dl className="summary-rows">
        <div className="summary-row">
          <dt>{t('cartView.subtotal')}</dt>
          <dd part="subtotal">{promotion?.discount ? <Reduced was={subtotal} now={subtotal - promotion.discount} /> : formatPrice(subtotal, lang)}</dd>
        </div>
        {!!promotion?.discount && (
          <div className="summary-row">
            <dt>{promotion.name}</dt>
            <dd part="discount">−{formatPrice(promotion.discount, lang)}</dd>
          </div>
        )}
      </dl>
      <p className="summary-note">{t('cartView.deliveryNote')}</p>
      <a className="summary-checkout" part="checkout" href={checkoutHref} onClick={onCheckout}>
        {t('cartView.checkout')}
      </a>
    </section>
  );
}

/** The subtotal under a promotion: the listed one struck through and the server's, read aloud as one sentence. */
function Reduced({ was, now }: { was: number; now: number }) {
  const { t, lang } = useI18n();
  const [before, after] = [formatPrice(was, lang), formatPrice(now, lang)];
  return (
    <>
      <span className="visually-hidden">{t('cartView.wasNow', { was: before, now: after })}</span>
      <s aria-hidden="true">{before}</s> <span aria-hidden="true">{after}</span>
    </>
  );
}
