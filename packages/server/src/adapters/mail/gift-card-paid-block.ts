import type { Lang } from '../../db/types.js';

// What gift cards paid of a refill request or a ticket (issue 35 item 2), said in its receipt as
// the checkout says it: the cards' part, then what is left to pay in cash or through a provider.
const TEXTS: Record<Lang, string> = {
  en: 'Gift cards: −{{giftCardPaid}} IQD\nLeft to pay: {{leftToPay}} IQD',
  ku: 'کارتی دیاری: −{{giftCardPaid}} دینار\nماوە بۆ پارەدان: {{leftToPay}} دینار',
  ar: 'بطاقات الهدايا: −{{giftCardPaid}} دينار\nالمتبقي للدفع: {{leftToPay}} دينار',
};

/**
 * A receipt's gift-card lines in `lang` (nothing when no card paid) and the values that fill them,
 * for the receipt's own blocks and values.
 * @example const cards = giftCardPaidPart(lang, values); renderMail(lang, { blocks: [body, cards.block], values: { ...cards.values } })
 */
export function giftCardPaidPart(lang: Lang, sale: { total: number; giftCardPaid?: number }) {
  const giftCardPaid = sale.giftCardPaid ?? 0;
  return { block: giftCardPaid > 0 ? TEXTS[lang] : undefined, values: { giftCardPaid, leftToPay: sale.total - giftCardPaid } };
}
