// Issue 36 item 2: every input that takes a number or a code reads the digits Kurdish and Arabic
// keyboards type, through this one helper.

/**
 * Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9) digits become Western ones,
 * as Kurdish and Arabic keyboards type them (SPEC §5 Phone).
 * @example westernDigits('٠٧٥٠') // '0750'
 */
export function westernDigits(text: string): string {
  return text.replace(/[٠-٩۰-۹]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}
