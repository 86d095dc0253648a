/**
 * Keeps a quantity within 1..max (SPEC §5 Product page and Cart: minimum 1, maximum the stock).
 * Refills pass `Infinity` (SPEC §5: refill items have no upper bound). Answers 0 only when nothing
 * is in stock.
 * @example clampQuantity(7, 5) // 5
 */
export function clampQuantity(quantity: number, max: number): number {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : 1;
  return Math.min(Math.max(whole, 1), max);
}

/**
 * The product page's plus and minus (SPEC §5: they respect 1..stock): a step that would leave the
 * range does nothing.
 * @example stepQuantity(5, +1, 5) // 5
 */
export function stepQuantity(current: number, step: 1 | -1, max: number): number {
  const next = current + step;
  return next < 1 || next > max ? current : next;
}
