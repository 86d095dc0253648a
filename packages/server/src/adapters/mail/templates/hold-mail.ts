import type { Lang } from '../../../db/types.js';
import { nameForMessage } from '../customer-name.js';
import { mailCode, mailNumber, renderMail, type RenderedMail } from '../render.js';

// The mail a customer gets when the shop lets an unpaid cash order or ticket go because its hold
// ran out (issue 23, SECURITY-REVIEW M4), in their language.

/** What was let go: an order (stock) or a workshop ticket (seats). */
export type HoldMailKind = 'order' | 'ticket';

/** What the mail tells. */
export interface HoldMailValues {
  name: string;
  id: number;
  /** How long the hold lasted, in hours. */
  hours: number;
}

interface Texts {
  subject: Record<HoldMailKind, string>;
  body: Record<HoldMailKind, string>;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    subject: { order: 'Your order {{id}} was cancelled', ticket: 'Your workshop ticket {{id}} was cancelled' },
    body: {
      order: 'Hello {{name}},\n\nYour cash order {{id}} was held for you for {{hours}} hours without being confirmed, so it was cancelled and its items went back on sale. You are welcome to order again.',
      ticket: 'Hello {{name}},\n\nYour cash workshop ticket {{id}} was held for you for {{hours}} hours without being confirmed, so it was cancelled and its seats were freed. You are welcome to book again.',
    },
  },
  ku: {
    subject: { order: 'داواکاریی {{id}} هەڵوەشایەوە', ticket: 'بلیتی وۆرکشۆپی {{id}} هەڵوەشایەوە' },
    body: {
      order: 'سڵاو {{name}}،\n\nداواکاریی نەختینەی ژمارە {{id}} بۆ ماوەی {{hours}} کاتژمێر بۆت هەڵگیرا بەبێ ئەوەی پشتڕاست بکرێتەوە، بۆیە هەڵوەشایەوە و کاڵاکانی گەڕانەوە بۆ فرۆشتن. دەتوانیت دووبارە داوا بکەیت.',
      ticket: 'سڵاو {{name}}،\n\nبلیتی نەختینەی وۆرکشۆپی ژمارە {{id}} بۆ ماوەی {{hours}} کاتژمێر بۆت هەڵگیرا بەبێ ئەوەی پشتڕاست بکرێتەوە، بۆیە هەڵوەشایەوە و کورسییەکانی ئازاد کران. دەتوانیت دووبارە بلیت بکڕیت.',
    },
  },
  ar: {
    subject: { order: 'تم إلغاء طلبك رقم {{id}}', ticket: 'تم إلغاء تذكرة الورشة رقم {{id}}' },
    body: {
      order: 'مرحباً {{name}}،\n\nبقي طلبك النقدي رقم {{id}} محجوزاً لك {{hours}} ساعة دون تأكيد، لذلك أُلغي وعادت منتجاته إلى البيع. يسعدنا أن تطلب مرة أخرى.',
      ticket: 'مرحباً {{name}}،\n\nبقيت تذكرة الورشة النقدية رقم {{id}} محجوزة لك {{hours}} ساعة دون تأكيد، لذلك أُلغيت وتحررت مقاعدها. يسعدنا أن تحجز مرة أخرى.',
    },
  },
};

/** The hold-expired mail's subject and text in `lang`, its numbers ungrouped in that language's digits. */
export function renderHoldMail(kind: HoldMailKind, lang: Lang, values: HoldMailValues): RenderedMail {
  const texts = TEXTS[lang];
  return renderMail(lang, {
    subject: texts.subject[kind],
    blocks: [texts.body[kind]],
    values: { name: nameForMessage(lang, values.name), id: mailCode(lang, values.id), hours: mailNumber(lang, values.hours) },
    signed: true,
  });
}
