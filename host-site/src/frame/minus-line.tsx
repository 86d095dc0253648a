import { formatPrice } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';

/**
 * A line of a sale's totals that takes an amount off (a discount, what gift cards paid: issue 35
 * item 2), as a term and its "−amount" in a `<dl>`; nothing when the amount is 0.
 */
export function MinusLine({ label, amount, name }: { label: string; amount: number; name?: string }) {
  const { lang } = useI18n();
  if (!(amount > 0)) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd data-minus={name}>−{formatPrice(amount, lang)}</dd>
    </>
  );
}
