import { MIN_AGE } from '@candleshop/rules';

export { MIN_AGE } from '@candleshop/rules';

/**
 * Whether someone born on `dob` (YYYY-MM-DD, a date input's value) is at least `years` old on
 * `today`'s calendar day: the birthday itself counts. Born on 29 February, one comes of age on
 * 1 March in a common year. `undefined` when `dob` is not a date.
 * @example isOfAge('2008-05-17', new Date(2026, 4, 17)) // true
 */
export function isOfAge(dob: string, today: Date, years = MIN_AGE): boolean | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return undefined;
  // The shopper's own calendar day, not UTC's.
  const [ty, tm, td] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  const age = ty - year - (tm < month || (tm === month && td < day) ? 1 : 0);
  return age >= years;
}
