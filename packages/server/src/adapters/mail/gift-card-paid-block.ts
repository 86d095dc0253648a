import type { Lang } from '../../db/types.js';

// What gift cards paid of a refill request or a ticket (issue 35 item 2), said in its receipt as
// the checkout says it: the cards' part, then what is left to pay in cash or through a provider.
const TEXTS: Record<Lang, string> = {
  en: 'Gift cards: −{{giftCardPaid}} IQD\nLeft to pay: {{leftToPay}} IQD',
  ku: 'کارتی دیاری: −{{giftCardPaid}} دینار\nماوە بۆ پارەدان: {{leftToPay}} دینار',
  ar: 'بطاقات الهدايا: −{{giftCardPaid}} دينار\nالمتبقي للدفع: {{leftToPay}} دينار',
};

/** A receipt's gift-card lines in `lang` (fill `giftCardPaid` and `leftToPay`), or nothing when no card paid. */
export function giftCardPaidBlock(lang: Lang, giftCardPaid: number): string | undefined {
  return giftCardPaid > 0 ? TEXTS[lang] : undefined;
}
