import type { Lang } from '../../../db/types.js';
import { nameForMessage } from '../customer-name.js';
import { renderMail, type RenderedMail } from '../render.js';

// The confirmation of a white-label request, in the buyer's language: what was asked for, the
// price the server worked out, and what happens next (the shop replies with a quote by mail).

/** How many working days the shop takes to reply with a quote (also in the calculator's texts). */
export const QUOTE_REPLY_DAYS = 3;

/** What the confirmation tells. */
export interface WhiteLabelMailValues {
  name: string;
  /** The request's number. */
  id: number;
  quantity: number;
  /** Integer IQD. */
  total: number;
  /** The label's text, or null without a sticker. */
  label: string | null;
}

const TEXTS: Record<Lang, { subject: string; body: string; label: string }> = {
  en: {
    subject: 'Your white-label request {{id}}',
    body:
      'Hello {{name}},\n\nThank you: we received your white-label request {{id}} for {{quantity}} candles, estimated at {{total}} IQD.' +
      '\n\nWhat happens next: we check your label and materials and reply with a quote by mail within {{days}} working days. Nothing is paid until you accept it.',
    label: 'Label text:',
  },
  ku: {
    subject: 'داواکاریی وایت لەیبڵی {{id}}',
    body:
      'سڵاو {{name}}،\n\nسوپاس: داواکاریی وایت لەیبڵی ژمارە {{id}}مان وەرگرت بۆ {{quantity}} مۆم، نرخی خەمڵێنراو {{total}} دینار.' +
      '\n\nهەنگاوی داهاتوو: لەیبڵ و کەرەستەکانت دەپشکنین و لە ماوەی {{days}} ڕۆژی کاردا بە ئیمەیڵ نرخێکی فەرمیت بۆ دەنێرین. هیچ پارەیەک نادرێت تا ڕازی دەبیت.',
    label: 'دەقی لەیبڵ:',
  },
  ar: {
    subject: 'طلب العلامة الخاصة رقم {{id}}',
    body:
      'مرحباً {{name}}،\n\nشكراً لك: استلمنا طلب العلامة الخاصة رقم {{id}} لـ {{quantity}} شمعة، بسعر تقديري {{total}} دينار.' +
      '\n\nالخطوة التالية: نراجع الملصق والمواد ونرسل لك عرض سعر بالبريد خلال {{days}} أيام عمل. لا تدفع شيئاً حتى توافق عليه.',
    label: 'نص الملصق:',
  },
};

/** The white-label confirmation's subject and text in `lang`, numbers in that language's digits. */
export function renderWhiteLabelMail(lang: Lang, values: WhiteLabelMailValues): RenderedMail {
  const texts = TEXTS[lang];
  return renderMail(lang, {
    subject: texts.subject,
    blocks: [texts.body, values.label && `${texts.label} {{label}}`],
    values: { name: nameForMessage(lang, values.name), id: values.id, quantity: values.quantity, total: values.total, days: QUOTE_REPLY_DAYS, label: values.label ?? '' },
    signed: true,
  });
}
