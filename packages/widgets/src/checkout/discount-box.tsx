import { useStore } from '@nanostores/react';
import { formatPercent, type DiscountCodeModel } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';

/** The checkout's newsletter-code box (issue 13): type, apply (checked by the server), remove. */
export function DiscountBox({ discount }: { discount: DiscountCodeModel }) {
  const { t, lang } = useI18n();
  const typed = useStore(discount.$typed);
  const applied = useStore(discount.$applied);
  const checking = useStore(discount.$checking);
  const error = useStore(discount.$error);
  if (applied) {
    return (
      <div className="discount" part="discount-box">
        <p role="status" className="muted">
          {t('checkoutForm.codeApplied', { code: applied.code, percent: formatPercent(applied.percent, lang) })}
        </p>
        <button type="button" className="link-button" onClick={discount.remove}>
          {t('checkoutForm.removeCode')}
        </button>
      </div>
    );
  }
  // Not a form of its own: it sits inside the checkout form, so Enter applies the code here.
  return (
    <div className="discount" part="discount-box">
      <label htmlFor="discount-code">{t('checkoutForm.discountCode')}</label>
      <div className="discount-row">
        <input
          id="discount-code"
          name="discountCode"
          autoComplete="off"
          dir="ltr"
          value={typed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'discount-code-error' : undefined}
          onInput={(event) => discount.type((event.target as HTMLInputElement).value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void discount.apply();
          }}
        />
        <button type="button" className="button secondary" aria-disabled={checking} onClick={() => void discount.apply()}>
          {checking ? t('checkoutForm.checkingCode') : t('checkoutForm.applyCode')}
        </button>
      </div>
      {error && (
        <p id="discount-code-error" className="field-error" role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
}
