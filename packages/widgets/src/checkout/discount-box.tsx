import { useStore } from '@nanostores/react';
import type { DiscountCodeModel } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { CodeField } from './code-field.js';

/** Options of {@link DiscountBox}. */
export interface DiscountBoxOptions {
  discount: DiscountCodeModel;
}

/** The checkout's discount-code box (issues 13, 35): type, apply (quoted by the server), remove. */
export function DiscountBox({ discount }: DiscountBoxOptions) {
  const { t, lang } = useI18n();
  const applied = useStore(discount.$applied);
  const quote = useStore(discount.$quote);
  if (applied) {
    return (
      <div className="discount" part="discount-box">
        <p role="status" className="muted">
          {/* Issue 36 item 2: the code isolated in ku and ar (rules isolate(), written inline for the widget's byte budget). */}
          {t('checkoutForm.codeApplied', { code: lang === 'en' ? applied : `\u2068${applied}\u2069` })}
          {/* Issue 35: one promotion per sale, said where the shopper sees it. */}
          {quote?.replaces && ` ${t('checkoutForm.codeReplaces', { name: quote.replaces })}`}
        </p>
        <button type="button" className="link-button" onClick={() => void discount.remove()}>
          {t('checkoutForm.removeCode')}
        </button>
      </div>
    );
  }
  return (
    <div className="discount" part="discount-box">
      <CodeField id="discount-code" keys={['checkoutForm.discountCode', 'checkoutForm.applyCode', 'checkoutForm.checkingCode']} model={discount} />
    </div>
  );
}
