import { formatNumber } from '@candleshop/core';
import { useI18n } from '../i18n/i18n-context.js';

/** Options of {@link QuantityStepper}. */
export interface QuantityStepperOptions {
  value: number;
  /** The product's title: each button names what it changes. */
  title: string;
  /** Plus does nothing here (SPEC §5: at the stock); `Infinity` for refills. */
  max: number;
  /** Minus does nothing below this; 0 lets minus at 1 remove the line (SPEC §5 Cart). */
  min: number;
  busy?: boolean;
  onStep: (step: 1 | -1) => void;
}

/**
 * − value + (SPEC §5: plus and minus respect the limits). A button at its limit stays focusable
 * with aria-disabled, so a keyboard user pressing it again keeps their place.
 */
export function QuantityStepper({ value, title, max, min, busy, onStep }: QuantityStepperOptions) {
  const { t, lang } = useI18n();
  const step = (direction: 1 | -1, blocked: boolean) => () => {
    if (!blocked && !busy) onStep(direction);
  };
  const atMin = value - 1 < min;
  const atMax = value + 1 > max;
  return (
    <div className="stepper" part="quantity" role="group" aria-label={t('cartView.quantityOf', { title })}>
      <button type="button" className="stepper-button" part="quantity-button" aria-label={t('cartView.decrease', { title })} aria-disabled={atMin || busy ? 'true' : undefined} onClick={step(-1, atMin)}>
        <span aria-hidden="true">−</span>
      </button>
      <output className="stepper-value" aria-live="polite">
        {formatNumber(value, lang)}
      </output>
      <button type="button" className="stepper-button" part="quantity-button" aria-label={t('cartView.increase', { title })} aria-disabled={atMax || busy ? 'true' : undefined} onClick={step(1, atMax)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
