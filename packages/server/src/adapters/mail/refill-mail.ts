import type { Lang } from '../../db/types.js';

// The confirmation of a refill request, in the buyer's language (the server writes mail text
// itself, as templates.ts does for account mail).

/** What the confirmation tells. */
export interface RefillMailValues {
  name: string;
  /** The request's number. */
  id: number;
  /** Integer IQD. */
  total: number;
  quantity: number;
  /** The customer's refill page, or null for a guest (who has no account page). */
  link: string | null;
}

const TEXTS: Record<Lang, { subject: string; body: string; link: string; end: string; locale: string }> = {
  en: {
    subject: 'Your refill request {{id}}',
    body: 'Hello {{name}},\n\nThank you: we received your refill request {{id}} ({{quantity}} × refill), total {{total}} IQD. We will let you know when it is ready.',
    link: 'See its status here:',
    end: 'The candle shop',
    locale: 'en-US',
  },
  ku: {
    subject: 'داواکاریی پڕکردنەوەی {{id}}',
    body: 'سڵاو {{name}}،\n\nسوپاس: داواکاریی پڕکردنەوەی ژمارە {{id}}مان وەرگرت ({{quantity}} × پڕکردنەوە)، کۆی گشتی {{total}} دینار. کاتێک ئامادە بوو ئاگادارت دەکەینەوە.',
    link: 'بارودۆخەکەی لێرە ببینە:',
    end: 'دوکانی مۆم',
    locale: 'ckb-IQ',
  },
  ar: {
    subject: 'طلب إعادة التعبئة رقم {{id}}',
    body: 'مرحباً {{name}}،\n\nشكراً لك: استلمنا طلب إعادة التعبئة رقم {{id}} ({{quantity}} × إعادة تعبئة)، المجموع {{total}} دينار. سنخبرك عندما يصبح جاهزاً.',
    link: 'تابع حالته هنا:',
    end: 'متجر الشموع',
    locale: 'ar-IQ',
  },
};

/** The refill confirmation's subject and text in `lang`, numbers in that language's digits. */
export function renderRefillMail(lang: Lang, values: RefillMailValues): { subject: string; text: string } {
  const texts = TEXTS[lang];
  const number = (value: number) => new Intl.NumberFormat(texts.locale).format(value);
  const fill = (template: string) =>
    template
      .replace('{{name}}', values.name)
      .replace('{{id}}', number(values.id))
      .replace('{{quantity}}', number(values.quantity))
      .replace('{{total}}', number(values.total));
  const link = values.link ? `\n\n${texts.link}\n${values.link}` : '';
  return { subject: fill(texts.subject), text: `${fill(texts.body)}${link}\n\n${texts.end}\n` };
}
