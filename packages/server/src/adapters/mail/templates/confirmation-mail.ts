import type { Lang } from '../../../db/types.js';
import { nameForMessage } from '../customer-name.js';
import { fillTemplate, linkBlock, mailCode, mailNumber, renderMail, type RenderedMail } from '../render.js';

// The confirm-or-cancel message of a cash sale (issue 28 item 1), in the buyer's language: the
// mail, and the shorter text the messaging adapter's local outbox keeps (WhatsApp sends the same
// words through its approved template, whose parameters are `confirmationTemplateParams`).

/** Which sale is confirmed. */
export type ConfirmationMailKind = 'order' | 'refill' | 'ticket';

/** What the message tells. */
export interface ConfirmationMailValues {
  kind: ConfirmationMailKind;
  name: string;
  id: number;
  /** Integer IQD. */
  total: number;
  /** The public confirm-or-cancel page. */
  link: string;
  /** How many days the link works. */
  days: number;
}

const SALE: Record<Lang, Record<ConfirmationMailKind, string>> = {
  en: { order: 'order {{id}}', refill: 'refill request {{id}}', ticket: 'workshop ticket {{id}}' },
  ku: { order: 'داواکاریی {{id}}', refill: 'داواکاریی پڕکردنەوەی {{id}}', ticket: 'بلیتی وۆرکشۆپی {{id}}' },
  ar: { order: 'الطلب رقم {{id}}', refill: 'طلب إعادة التعبئة رقم {{id}}', ticket: 'تذكرة الورشة رقم {{id}}' },
};

const TEXTS: Record<Lang, { subject: string; body: string; link: string; text: string }> = {
  en: {
    subject: 'Please confirm your {{sale}}',
    body: 'Hello {{name}},\n\nYou chose to pay {{total}} IQD in cash for your {{sale}}. Please confirm it, or cancel it if you did not place it, within {{days}} days. We prepare it once you confirm; if we do not hear from you, we will call you.',
    link: 'Confirm or cancel here:',
    text: 'Hello {{name}}, please confirm your {{sale}} ({{total}} IQD, cash) or cancel it: {{link}}',
  },
  ku: {
    subject: 'تکایە {{sale}} پشتڕاست بکەرەوە',
    body: 'سڵاو {{name}}،\n\nهەڵتبژارد {{total}} دینار بە نەختینە بدەیت بۆ {{sale}}. تکایە لە ماوەی {{days}} ڕۆژدا پشتڕاستی بکەرەوە، یان هەڵیبوەشێنەوە ئەگەر تۆ نەتکردووە. کاتێک پشتڕاستت کردەوە ئامادەی دەکەین؛ ئەگەر وەڵاممان نەبیست، پەیوەندیت پێوە دەکەین.',
    link: 'لێرە پشتڕاستی بکەرەوە یان هەڵیبوەشێنەوە:',
    text: 'سڵاو {{name}}، تکایە {{sale}} ({{total}} دینار، نەختینە) پشتڕاست بکەرەوە یان هەڵیبوەشێنەوە: {{link}}',
  },
  ar: {
    subject: 'يرجى تأكيد {{sale}}',
    body: 'مرحباً {{name}}،\n\nاخترت دفع {{total}} دينار نقداً مقابل {{sale}}. يرجى تأكيده، أو إلغاؤه إن لم تقم به، خلال {{days}} أيام. نبدأ بتجهيزه عند تأكيدك؛ وإن لم نسمع منك فسنتصل بك.',
    link: 'أكّد أو ألغِ من هنا:',
    text: 'مرحباً {{name}}، يرجى تأكيد {{sale}} ({{total}} دينار، نقداً) أو إلغاؤه: {{link}}',
  },
};

const saleOf = (lang: Lang, values: ConfirmationMailValues) => fillTemplate(lang, SALE[lang][values.kind], { id: mailCode(lang, values.id) });

/** The confirmation mail's subject and text in `lang`, numbers in that language's digits. */
export function renderConfirmationMail(lang: Lang, values: ConfirmationMailValues): RenderedMail {
  const texts = TEXTS[lang];
  return renderMail(lang, {
    subject: texts.subject,
    blocks: [texts.body, linkBlock(texts.link, values.link)],
    values: { name: nameForMessage(lang, values.name), sale: saleOf(lang, values), total: values.total, days: values.days },
    signed: true,
  });
}

/** The confirmation as one text message in `lang` (the local outbox keeps it whole). */
export function renderConfirmationText(lang: Lang, values: ConfirmationMailValues): string {
  return fillTemplate(lang, TEXTS[lang].text, { name: nameForMessage(lang, values.name), sale: saleOf(lang, values), total: values.total, link: values.link });
}

/**
 * The body parameters of the provider's `sale_confirmation` template, in its order: {{1}} the
 * name, {{2}} the sale ("order 12"), {{3}} the total in the language's digits.
 */
export function confirmationTemplateParams(lang: Lang, values: ConfirmationMailValues): string[] {
  return [nameForMessage(lang, values.name), saleOf(lang, values), mailNumber(lang, values.total)];
}
