import type { Lang } from '../../../db/types.js';
import { nameForMessage } from '../customer-name.js';
import { fillTemplate, linkBlock, MAIL_LOCALES, renderMail, type RenderedMail } from '../render.js';

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

const TEXTS: Record<Lang, { subject: string; body: string; gift: string; month: string; link: string }> = {
  en: {
    subject: 'Your subscription {{id}}',
    body: 'Hello {{name}},\n\nThank you: your subscription {{id}} to {{package}} is booked, total {{total}} IQD.',
    gift: 'It is a gift for {{gift}}.',
    month: 'Month {{n}}: {{date}}',
    link: 'See every month here:',
  },
  ku: {
    subject: 'بەشداربوونی {{id}}',
    body: 'سڵاو {{name}}،\n\nسوپاس: بەشداربوونی ژمارە {{id}} لە {{package}} تۆمار کرا، کۆی گشتی {{total}} دینار.',
    gift: 'دیارییە بۆ {{gift}}.',
    month: 'مانگی {{n}}: {{date}}',
    link: 'هەموو مانگەکان لێرە ببینە:',
  },
  ar: {
    subject: 'اشتراكك رقم {{id}}',
    body: 'مرحباً {{name}}،\n\nشكراً لك: تم حجز اشتراكك رقم {{id}} في {{package}}، المجموع {{total}} دينار.',
    gift: 'إنه هدية إلى {{gift}}.',
    month: 'الشهر {{n}}: {{date}}',
    link: 'تابع كل الأشهر هنا:',
  },
};

/** The subscription confirmation's subject and text in `lang`, numbers and dates in that language's digits. */
export function renderSubscriptionMail(lang: Lang, values: SubscriptionMailValues): RenderedMail {
  const texts = TEXTS[lang];
  const day = new Intl.DateTimeFormat(MAIL_LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' });
  const months = values.dates.map((date, index) => fillTemplate(lang, texts.month, { n: index + 1, date: day.format(new Date(`${date}T00:00:00Z`)) }));
  return renderMail(lang, {
    subject: texts.subject,
    blocks: [values.gift ? `${texts.body}\n${texts.gift}` : texts.body, months.join('\n'), linkBlock(texts.link, values.link)],
    values: { name: nameForMessage(lang, values.name), id: values.id, package: values.package, total: values.total, gift: values.gift ? nameForMessage(lang, values.gift) : '' },
    signed: true,
  });
}
