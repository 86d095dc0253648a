import { useEffect, useState } from 'react';

/** Options of {@link QuantityField}. */
export interface QuantityFieldOptions {
  label: string;
  value: number;
  onQuantity: (quantity: number) => void;
}

/**
 * The refill quantity: any whole number from 1 (SPEC §5: refills have no upper bound, so no max).
 * The text is the shopper's while they type (an emptied field stays empty); only whole numbers
 * from 1 reach the builder, and leaving the field shows the quantity in force again.
 */
export function QuantityField({ label, value, onQuantity }: QuantityFieldOptions) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText((current) => (Number(current) === value ? current : String(value))), [value]);
  return (
    <div className="step quantity-step">
      <label className="step-legend" htmlFor="refill-quantity">
        {label}
      </label>
      <input
        id="refill-quantity"
        className="quantity-input"
        part="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={text}
        onInput={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          const number = Number(next);
          if (next.trim() !== '' && Number.isInteger(number) && number >= 1) onQuantity(number);
        }}
        onBlur={() => setText(String(value))}
      />
    </div>
  );
}
