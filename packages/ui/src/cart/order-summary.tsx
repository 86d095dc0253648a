import { useId, type MouseEvent } from 'react';
import { formatPrice } from '@candleshop/core';
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
}

/** SPEC §2 Cart: the order summary with a proceed-to-checkout link; delivery is chosen at checkout. */
export function OrderSummary({ subtotal, checkoutHref, level = 3, onCheckout }: OrderSummaryOptions) {
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
          <dd part="subtotal">{formatPrice(subtotal, lang)}</dd>
        </div>
      </dl>
      <p className="summary-note">{t('cartView.deliveryNote')}</p>
      <a className="summary-checkout" part="checkout" href={checkoutHref} onClick={onCheckout}>
        {t('cartView.checkout')}
      </a>
    </section>
  );
}
