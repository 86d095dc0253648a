import type { Lang } from '../../../db/types.js';
import { nameForMessage } from '../customer-name.js';
import { giftCardPaidPart } from '../gift-card-paid-block.js';
import { linkBlock, renderMail, type RenderedMail } from '../render.js';

// The confirmation of a refill request, in the buyer's language.

/** What the confirmation tells. */
export interface RefillMailValues {
  name: string;
  /** The request's number. */
  id: number;
  /** Integer IQD, the whole request (what gift cards paid included). */
  total: number;
  /** What gift cards paid of it (issue 35), integer IQD; 0 without. */
  giftCardPaid?: number;
  quantity: number;
  /** The customer's refill page, or null for a guest (who has no account page). */
  link: string | null;
}

const TEXTS: Record<Lang, { subject: string; body: string; link: string }> = {
  en: {
    subject: 'Your refill request {{id}}',
    body: 'Hello {{name}},\n\nThank you: we received your refill request {{id}} ({{quantity}} × refill), total {{total}} IQD. We will let you know when it is ready.',
    link: 'See its status here:',
  },
  ku: {
    subject: 'داواکاریی پڕکردنەوەی {{id}}',
    body: 'سڵاو {{name}}،\n\nسوپاس: داواکاریی پڕکردنەوەی ژمارە {{id}}مان وەرگرت ({{quantity}} × پڕکردنەوە)، کۆی گشتی {{total}} دینار. کاتێک ئامادە بوو ئاگادارت دەکەینەوە.',
    link: 'بارودۆخەکەی لێرە ببینە:',
  },
  ar: {
    subject: 'طلب إعادة التعبئة رقم {{id}}',
    body: 'مرحباً {{name}}،\n\nشكراً لك: استلمنا طلب إعادة التعبئة رقم {{id}} ({{quantity}} × إعادة تعبئة)، المجموع {{total}} دينار. سنخبرك عندما يصبح جاهزاً.',
    link: 'تابع حالته هنا:',
  },
};

/** The refill confirmation's subject and text in `lang`, numbers in that language's digits. */
export function renderRefillMail(lang: Lang, values: RefillMailValues): RenderedMail {
  const texts = TEXTS[lang];
  const cards = giftCardPaidPart(lang, values);
  return renderMail(lang, {
    subject: texts.subject,
    blocks: [texts.body, cards.block, linkBlock(texts.link, values.link)],
    values: { name: nameForMessage(lang, values.name), id: values.id, quantity: values.quantity, total: values.total, ...cards.values },
    signed: true,
  });
}
