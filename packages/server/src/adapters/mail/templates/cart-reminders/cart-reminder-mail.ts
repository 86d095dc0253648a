import type { Lang } from '../../../../db/types.js';
import { nameForMessage } from '../../customer-name.js';
import { fillTemplate, linkBlock, mailNumber, renderMail, type MailValue, type RenderedMail } from '../../render.js';

// The one reminder of a cart left behind (issue 37 item 2), in the language the shopper saved it
// in: the cart's count and total at today's prices, the link that fills it again on any device,
// and the one-click stop. The count stands after a label ("Items: 3"), so no language needs a
// counted noun to agree with it.

/** What the reminder tells. */
export interface CartReminderMailValues {
  name: string;
  /** Units in the cart. */
  items: number;
  /** Integer IQD, read now. */
  total: number;
  /** The storefront page that restores the cart. */
  link: string;
  /** The one-click stop page. */
  stop: string;
}

interface Texts {
  subject: string;
  body: string;
  link: string;
  stop: string;
  text: string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    subject: 'Your cart is waiting for you',
    body: 'Hello {{name}},\n\nYou left a cart at the candle shop. Items: {{items}}. Total at today’s prices: {{total}} IQD.\n\nYou asked us to remind you once; this is that one reminder.',
    link: 'Open your cart on any device:',
    stop: 'No more cart reminders:',
    text: 'Hello {{name}}, your cart at the candle shop is waiting (items: {{items}}, {{total}} IQD at today’s prices): {{link}} No more reminders: {{stop}}',
  },
  ku: {
    subject: 'سەبەتەکەت چاوەڕێتە',
    body: 'سڵاو {{name}}،\n\nسەبەتەیەکت لە دوکانی مۆم بەجێهێشت. ژمارەی کاڵاکان: {{items}}. کۆی گشتی بە نرخی ئەمڕۆ: {{total}} دینار.\n\nداوات کرد یەک جار بیرت بخەینەوە؛ ئەمە ئەو یەک بیرخستنەوەیەیە.',
    link: 'سەبەتەکەت لەسەر هەر ئامێرێک بکەرەوە:',
    stop: 'چیتر بیرخستنەوەی سەبەتە نەنێرن:',
    text: 'سڵاو {{name}}، سەبەتەکەت لە دوکانی مۆم چاوەڕێتە (کاڵاکان: {{items}}، {{total}} دینار بە نرخی ئەمڕۆ): {{link}} چیتر بیرخستنەوە نا: {{stop}}',
  },
  ar: {
    subject: 'سلتك بانتظارك',
    body: 'مرحباً {{name}}،\n\nتركت سلة في متجر الشموع. عدد القطع: {{items}}. المجموع بأسعار اليوم: {{total}} دينار.\n\nطلبت منا أن نذكّرك مرة واحدة، وهذا هو ذلك التذكير.',
    link: 'افتح سلتك على أي جهاز:',
    stop: 'لا مزيد من تذكيرات السلة:',
    text: 'مرحباً {{name}}، سلتك في متجر الشموع بانتظارك (عدد القطع: {{items}}، {{total}} دينار بأسعار اليوم): {{link}} لإيقاف التذكيرات: {{stop}}',
  },
};

const valuesOf = (lang: Lang, values: CartReminderMailValues): Record<string, MailValue> => ({ name: nameForMessage(lang, values.name), items: values.items, total: values.total });

/** The reminder's subject, text and HTML in `lang`, numbers in that language's digits. */
export function renderCartReminderMail(lang: Lang, values: CartReminderMailValues): RenderedMail {
  const texts = TEXTS[lang];
  return renderMail(lang, {
    subject: texts.subject,
    blocks: [texts.body, linkBlock(texts.link, values.link), linkBlock(texts.stop, values.stop)],
    values: valuesOf(lang, values),
    signed: true,
  });
}

/** The reminder as one text message in `lang` (the local outbox keeps it whole). */
export function renderCartReminderText(lang: Lang, values: CartReminderMailValues): string {
  return fillTemplate(lang, TEXTS[lang].text, { ...valuesOf(lang, values), link: values.link, stop: values.stop });
}

/** The body parameters of the provider's `cart_reminder` template: {{1}} the name, {{2}} the items, {{3}} the total. */
export function cartReminderTemplateParams(lang: Lang, values: CartReminderMailValues): string[] {
  return [nameForMessage(lang, values.name), mailNumber(lang, values.items), mailNumber(lang, values.total)];
}
