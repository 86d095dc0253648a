import { formatDate, formatPrice, localizeDigits, type deliveryOperations, type Lang, type ResultOf, type Translate } from '@candleshop/core';

type T = Translate;

/** An item line of a stop as the sheet shows it (schema AdminDeliveryStop.lines). */
export type SheetLine = ResultOf<typeof deliveryOperations.DeliveryStopFields>['lines'][number];

/** `2 × Amber candle (Large, Red, Vanilla)`, in the language's digits and comma. */
export function lineText(lang: Lang, line: SheetLine): string {
  const options = [line.size, line.color, line.scent].filter(Boolean).join(lang === 'en' ? ', ' : '، ');
  const text = `${localizeDigits(String(line.quantity), lang)} × ${line.title}`;
  return options ? `${text} (${options})` : text;
}

/** A cash difference in words (short by, over by), or null when it matches. */
export function differenceText(t: T, lang: Lang, difference: number | null): string | null {
  if (!difference) return null;
  const amount = formatPrice(Math.abs(difference), lang);
  return t(difference < 0 ? 'admin.delivery.reconciliation.short' : 'admin.delivery.reconciliation.over', { amount });
}

/** The number for a message's plural choice and its text in the language's digits. */
export const counted = (count: number, lang: Lang) => ({ count, number: localizeDigits(String(count), lang) });

/** A run's day (`2027-03-01`) as day/month/year in the language's digits. */
export function runDay(day: string, lang: Lang): string {
  return formatDate(day, lang);
}
