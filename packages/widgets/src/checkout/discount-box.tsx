import { useStore } from '@nanostores/react';
import { formatPercent, type DiscountCodeModel } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { CodeField } from './code-field.js';

/** The checkout's newsletter-code box (issue 13): type, apply (checked by the server), remove. */
export function DiscountBox({ discount }: { discount: DiscountCodeModel }) {
  const { t, lang } = useI18n();
  const applied = useStore(discount.$applied);
  if (applied) {
    return (
      <div className="discount" part="discount-box">
        <p role="status" className="muted">
          {/* Issue 36 item 2: the code isolated (rules isolate(), written inline for the widget's byte budget). */}
          {t('checkoutForm.codeApplied', { code: `\u2068${applied.code}\u2069`, percent: formatPercent(applied.percent, lang) })}
        </p>
        <button type="button" className="link-button" onClick={discount.remove}>
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
