import type { Lang } from '../../../db/types.js';
import { nameForMessage } from '../customer-name.js';
import { fillTemplate, mailCode, renderMail, type RenderedMail } from '../render.js';

// The mail that gives a buyer the gift cards they paid for (issue 35 item 1), in their language:
// the codes exist only in this mail (the shop keeps their hashes).

/** What the mail tells. */
export interface GiftCardMailValues {
  name: string;
  /** The order that bought the cards. */
  id: number;
  /** Each card's code, amount in integer IQD and card page (the code in its fragment). */
  cards: ReadonlyArray<{ code: string; amount: number; link?: string }>;
}

interface Texts {
  subject: string;
  intro: string;
  card: string;
  /** Under a card: its page, to see the balance, print it or send it to someone. */
  open: string;
  keep: string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    subject: 'Your gift cards from order {{id}}',
    intro: 'Hello {{name}},\n\nThank you: order {{id}} is paid, and here are its gift cards. Give a code to whoever the card is for; it pays for candles, refills and workshop tickets at the shop and on partner pages.',
    card: 'Gift card of {{amount}} IQD: {{code}}',
    open: 'See it, print it or send it to someone: {{link}}',
    keep: 'Keep this mail: a code is not shown again. Anyone who has a code can spend its balance.',
  },
  ku: {
    subject: 'کارتە دیارییەکانی داواکاریی {{id}}',
    intro: 'سڵاو {{name}}،\n\nسوپاس: پارەی داواکاریی {{id}} دراوە، ئەمەش کارتە دیارییەکانیەتی. کۆدێک بدە بەو کەسەی کارتەکەی بۆیە؛ لە دوکان و لە پەڕەی هاوبەشەکان پارەی مۆم و پڕکردنەوە و بلیتی وۆرکشۆپی پێ دەدرێت.',
    card: 'کارتی دیاری بە {{amount}} دینار: {{code}}',
    open: 'بیبینە، چاپی بکە یان بۆ کەسێکی بنێرە: {{link}}',
    keep: 'ئەم نامەیە هەڵبگرە: کۆدەکە جارێکی تر پیشان نادرێتەوە. هەر کەسێک کۆدەکەی هەبێت دەتوانێت باڵانسەکەی خەرج بکات.',
  },
  ar: {
    subject: 'بطاقات الهدايا من طلبك رقم {{id}}',
    intro: 'مرحباً {{name}}،\n\nشكراً لك: تم دفع الطلب رقم {{id}}، وهذه بطاقات الهدايا الخاصة به. أعطِ الرمز لمن تُهدى إليه البطاقة؛ يُدفع به ثمن الشموع وإعادة التعبئة وتذاكر الورش في المتجر وعلى صفحات الشركاء.',
    card: 'بطاقة هدية بقيمة {{amount}} دينار: {{code}}',
    open: 'اعرضها أو اطبعها أو أرسلها إلى شخص ما: {{link}}',
    keep: 'احتفظ بهذه الرسالة: لن يُعرض الرمز مرة أخرى. كل من لديه الرمز يستطيع إنفاق رصيده.',
  },
};

/** The gift-card mail's subject and text in `lang`: one line per card, amounts in that language's digits. */
export function renderGiftCardMail(lang: Lang, values: GiftCardMailValues): RenderedMail {
  const texts = TEXTS[lang];
  const id = mailCode(lang, values.id);
  const cards = values.cards.map((card) => fillTemplate(lang, card.link ? `${texts.card}\n${texts.open}` : texts.card, { amount: card.amount, code: card.code, link: card.link ?? '' }));
  return renderMail(lang, {
    subject: texts.subject,
    blocks: [texts.intro, cards.join('\n'), texts.keep],
    values: { name: nameForMessage(lang, values.name), id },
    signed: true,
  });
}
