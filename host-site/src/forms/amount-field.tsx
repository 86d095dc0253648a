import { InputField, type InputFieldOptions } from './field.js';

// Arabic-Indic and Extended Arabic-Indic digits typed in ku and ar count as the digits they are.
const latinDigits = (text: string) => text.replace(/[٠-٩۰-۹]/g, (digit) => String(digit.charCodeAt(0) & 0xf));

/** What was typed in an amount field: Latin digits only. */
export const amountTyped = (text: string) => latinDigits(text).replace(/[^0-9]/g, '');

/** Options of {@link AmountField}: an {@link InputField} whose change gives the amount typed. */
export interface AmountFieldOptions extends Omit<InputFieldOptions, 'onChange' | 'inputMode' | 'autoComplete'> {
  onAmount: (typed: string) => void;
}

/** A field for an amount of IQD staff type (a refund, the cash a courier collected or brought back), in any digits. */
export function AmountField({ onAmount, ...field }: AmountFieldOptions) {
  return <InputField {...field} inputMode="numeric" autoComplete="off" onChange={(event) => onAmount(amountTyped(event.currentTarget.value))} />;
}
