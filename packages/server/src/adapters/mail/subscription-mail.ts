import type { Lang } from '../../db/types.js';

// The confirmation of a gift subscription, in the buyer's language, with every month's date.

/** What the confirmation tells. */
export interface SubscriptionMailValues {
  name: string;
  id: number;
  package: string;
  total: number;
  /** ISO dates of the boxes, first month first. */
  dates: readonly string[];
  /** The recipient of a gift, or null. */
  gift: string | null;
  link: string;
}

const TEXTS: Record<Lang, { subject: string; body: string; gift: string; month: string; link: string; end: string; locale: string }> = {
  en: {
    subject: 'Your subscription {{id}}',
    body: 'Hello {{name}},\n\nThank you: your subscription {{id}} to {{package}} is booked, total {{total}} IQD.',
    gift: 'It is a gift for {{gift}}.',
    month: 'Month {{n}}: {{date}}',
    link: 'See every month here:',
    end: 'The candle shop',
    locale: 'en-US',
  },
  ku: {
    subject: 'بەشداربوونی {{id}}',
    body: 'سڵاو {{name}}،\n\nسوپاس: بەشداربوونی ژمارە {{id}} لە {{package}} تۆمار کرا، کۆی گشتی {{total}} دینار.',
    gift: 'دیارییە بۆ {{gift}}.',
    month: 'مانگی {{n}}: {{date}}',
    link: 'هەموو مانگەکان لێرە ببینە:',
    end: 'دوکانی مۆم',
    locale: 'ckb-IQ',
  },
  ar: {
    subject: 'اشتراكك رقم {{id}}',
    body: 'مرحباً {{name}}،\n\nشكراً لك: تم حجز اشتراكك رقم {{id}} في {{package}}، المجموع {{total}} دينار.',
    gift: 'إنه هدية إلى {{gift}}.',
    month: 'الشهر {{n}}: {{date}}',
    link: 'تابع كل الأشهر هنا:',
    end: 'متجر الشموع',
    locale: 'ar-IQ',
  },
};

/** The subscription confirmation's subject and text in `lang`, numbers and dates in that language's digits. */
export function renderSubscriptionMail(lang: Lang, values: SubscriptionMailValues): { subject: string; text: string } {
  const texts = TEXTS[lang];
  const number = (value: number) => new Intl.NumberFormat(texts.locale).format(value);
  const day = new Intl.DateTimeFormat(texts.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const fill = (template: string) =>
    template
      .replace('{{name}}', values.name)
      .replace('{{id}}', number(values.id))
      .replace('{{package}}', values.package)
      .replace('{{total}}', number(values.total))
      .replace('{{gift}}', values.gift ?? '');
  const months = values.dates.map((date, index) => texts.month.replace('{{n}}', number(index + 1)).replace('{{date}}', day.format(new Date(`${date}T00:00:00Z`))));
  const gift = values.gift ? `\n${fill(texts.gift)}` : '';
  return { subject: fill(texts.subject), text: `${fill(texts.body)}${gift}\n\n${months.join('\n')}\n\n${texts.link}\n${values.link}\n\n${texts.end}\n` };
}
