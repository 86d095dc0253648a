import type { Lang } from '../../../db/types.js';
import { nameForMessage } from '../customer-name.js';
import { fillTemplate, linkBlock, renderMail, type RenderedMail } from '../render.js';

// The gift card a buyer sends someone (issue 35 item 1), on the day they chose, in the
// recipient's language: the mail, and the text the messaging adapter sends. The code is only in
// the card page's link (its fragment) and the mail's body, never in a subject or a log.

/** What the message tells. */
export interface GiftCardRecipientValues {
  /** The recipient's name as the buyer typed it. */
  name: string;
  /** The buyer's name; empty when the sale has none. */
  from: string;
  /** Integer IQD. */
  amount: number;
  /** The buyer's words, or empty. */
  message: string;
  code: string;
  /** The card page, the code in its fragment. */
  link: string;
}

interface Texts {
  subject: string;
  subjectFrom: string;
  intro: string;
  introFrom: string;
  said: string;
  code: string;
  link: string;
  text: string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    subject: 'A gift card for you',
    subjectFrom: '{{from}} sent you a gift card',
    intro: 'Hello {{name}},\n\nYou have a gift card of {{amount}} IQD to spend on candles, refills and workshop tickets at the shop and on partner pages.',
    introFrom: 'Hello {{name}},\n\n{{from}} sent you a gift card of {{amount}} IQD to spend on candles, refills and workshop tickets at the shop and on partner pages.',
    said: 'Their message:\n{{message}}',
    code: 'Your code: {{code}}',
    link: 'See its balance, its QR code and a page to print:',
    text: 'Hello {{name}}, a gift card of {{amount}} IQD for you. Open it: {{link}}',
  },
  ku: {
    subject: 'کارتێکی دیاری بۆ تۆ',
    subjectFrom: '{{from}} کارتێکی دیاریی بۆ ناردوویت',
    intro: 'سڵاو {{name}}،\n\nکارتێکی دیاریت هەیە بە {{amount}} دینار بۆ مۆم و پڕکردنەوە و بلیتی وۆرکشۆپ لە دوکان و لە پەڕەی هاوبەشەکان.',
    introFrom: 'سڵاو {{name}}،\n\n{{from}} کارتێکی دیاریی بە {{amount}} دینار بۆ ناردوویت بۆ مۆم و پڕکردنەوە و بلیتی وۆرکشۆپ لە دوکان و لە پەڕەی هاوبەشەکان.',
    said: 'نامەکەی:\n{{message}}',
    code: 'کۆدەکەت: {{code}}',
    link: 'باڵانسەکەی، کۆدی وەڵامی خێرا و پەڕەیەک بۆ چاپکردن ببینە:',
    text: 'سڵاو {{name}}، کارتێکی دیاری بە {{amount}} دینار بۆ تۆ. بیکەرەوە: {{link}}',
  },
  ar: {
    subject: 'بطاقة هدية لك',
    subjectFrom: 'أرسل لك {{from}} بطاقة هدية',
    intro: 'مرحباً {{name}}،\n\nلديك بطاقة هدية بقيمة {{amount}} دينار لشراء الشموع وإعادة التعبئة وتذاكر الورش في المتجر وعلى صفحات الشركاء.',
    introFrom: 'مرحباً {{name}}،\n\nأرسل لك {{from}} بطاقة هدية بقيمة {{amount}} دينار لشراء الشموع وإعادة التعبئة وتذاكر الورش في المتجر وعلى صفحات الشركاء.',
    said: 'رسالته:\n{{message}}',
    code: 'رمزك: {{code}}',
    link: 'اطّلع على رصيدها ورمز الاستجابة السريعة وصفحة للطباعة:',
    text: 'مرحباً {{name}}، بطاقة هدية بقيمة {{amount}} دينار لك. افتحها: {{link}}',
  },
};

const valuesOf = (lang: Lang, values: GiftCardRecipientValues) => ({
  name: nameForMessage(lang, values.name),
  from: values.from,
  amount: values.amount,
  message: values.message,
  code: values.code,
  link: values.link,
});

/** The recipient's mail in `lang`: who sent it, the amount, the buyer's message, the code and the card page. */
export function renderGiftCardRecipientMail(lang: Lang, values: GiftCardRecipientValues): RenderedMail {
  const texts = TEXTS[lang];
  return renderMail(lang, {
    subject: values.from ? texts.subjectFrom : texts.subject,
    blocks: [values.from ? texts.introFrom : texts.intro, values.message && texts.said, texts.code, linkBlock(texts.link, values.link)],
    values: valuesOf(lang, values),
    signed: true,
  });
}

/** The recipient's text message in `lang`: the amount and the card page. */
export function renderGiftCardRecipientText(lang: Lang, values: GiftCardRecipientValues): string {
  return fillTemplate(lang, TEXTS[lang].text, valuesOf(lang, values));
}

/** The body parameters of the provider's `gift_card` template: {{1}} the name, {{2}} the amount in the language's digits. */
export function giftCardTemplateParams(lang: Lang, values: GiftCardRecipientValues): string[] {
  const { name, amount } = valuesOf(lang, values);
  return [name, fillTemplate(lang, '{{amount}}', { amount })];
}
