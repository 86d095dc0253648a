import type { Lang } from '../../db/types.js';

// The mail a customer gets when the shop moves their order or request (issue 15), in their
// language (as refill-mail.ts writes the refill's): what moved, its number, its new status.

/** What moved: an order or a request of one kind. */
export type StatusMailKind = 'order' | 'refill' | 'ticket' | 'whitelabel' | 'personalized' | 'subscription';

/** What the mail tells. */
export interface StatusMailValues {
  name: string;
  id: number;
  /** The new status, as stored (`being prepared`). */
  status: string;
  /** For a subscription's box: its month (1-based). */
  month?: number;
  /** The customer's page of it, or null (a guest). */
  link: string | null;
}

interface Texts {
  kinds: Record<StatusMailKind, string>;
  statuses: Record<string, string>;
  subject: string;
  body: string;
  month: string;
  link: string;
  end: string;
  locale: string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    kinds: { order: 'order', refill: 'refill request', ticket: 'workshop ticket', whitelabel: 'white-label request', personalized: 'personalized candle request', subscription: 'subscription' },
    statuses: {
      pending: 'pending', accepted: 'accepted', 'being prepared': 'being prepared', 'being delivered': 'being delivered', 'ready for pickup': 'ready for pickup',
      completed: 'completed', rejected: 'rejected', cancelled: 'cancelled', quoted: 'quoted', scheduled: 'scheduled', delivered: 'delivered',
    },
    subject: 'Your {{kind}} {{id}}: {{status}}',
    body: 'Hello {{name}},\n\nYour {{kind}} {{id}} is now: {{status}}.',
    month: 'Hello {{name}},\n\nThe box of month {{month}} of your {{kind}} {{id}} is now: {{status}}.',
    link: 'See it here:',
    end: 'The candle shop',
    locale: 'en-US',
  },
  ku: {
    kinds: { order: 'داواکاری', refill: 'داواکاریی پڕکردنەوە', ticket: 'بلیتی وۆرکشۆپ', whitelabel: 'داواکاریی وایت لەیبڵ', personalized: 'داواکاریی مۆمی تایبەتی', subscription: 'بەشداریکردن' },
    statuses: {
      pending: 'چاوەڕوان', accepted: 'پەسەندکرا', 'being prepared': 'ئامادە دەکرێت', 'being delivered': 'لە گەیاندندایە', 'ready for pickup': 'ئامادەیە بۆ وەرگرتن',
      completed: 'تەواوبوو', rejected: 'ڕەتکرایەوە', cancelled: 'هەڵوەشایەوە', quoted: 'نرخی بۆ دانرا', scheduled: 'خشتەکراو', delivered: 'گەیەندرا',
    },
    subject: '{{kind}} {{id}}: {{status}}',
    body: 'سڵاو {{name}}،\n\nبارودۆخی {{kind}} ژمارە {{id}} ئێستا: {{status}}.',
    month: 'سڵاو {{name}}،\n\nبارودۆخی سندوقی مانگی {{month}}ی {{kind}} ژمارە {{id}} ئێستا: {{status}}.',
    link: 'لێرە ببینە:',
    end: 'دوکانی مۆم',
    locale: 'ckb-IQ',
  },
  ar: {
    kinds: { order: 'الطلب', refill: 'طلب إعادة التعبئة', ticket: 'تذكرة الورشة', whitelabel: 'طلب العلامة البيضاء', personalized: 'طلب الشمعة المخصصة', subscription: 'الاشتراك' },
    statuses: {
      pending: 'قيد الانتظار', accepted: 'مقبول', 'being prepared': 'قيد التحضير', 'being delivered': 'قيد التوصيل', 'ready for pickup': 'جاهز للاستلام',
      completed: 'مكتمل', rejected: 'مرفوض', cancelled: 'ملغى', quoted: 'تم التسعير', scheduled: 'مجدول', delivered: 'تم التسليم',
    },
    subject: '{{kind}} رقم {{id}}: {{status}}',
    body: 'مرحباً {{name}}،\n\nحالة {{kind}} رقم {{id}} الآن: {{status}}.',
    month: 'مرحباً {{name}}،\n\nحالة صندوق الشهر {{month}} من {{kind}} رقم {{id}} الآن: {{status}}.',
    link: 'تابعه هنا:',
    end: 'متجر الشموع',
    locale: 'ar-IQ',
  },
};

/** The status mail's subject and text in `lang`, numbers in that language's digits. */
export function renderStatusMail(kind: StatusMailKind, lang: Lang, values: StatusMailValues): { subject: string; text: string } {
  const texts = TEXTS[lang];
  const number = (value: number) => new Intl.NumberFormat(texts.locale, { useGrouping: false }).format(value);
  const fill = (template: string) =>
    template
      .replace('{{name}}', values.name)
      .replace('{{kind}}', texts.kinds[kind])
      .replace('{{id}}', number(values.id))
      .replace('{{month}}', number(values.month ?? 0))
      .replace('{{status}}', texts.statuses[values.status] ?? values.status);
  const body = values.month === undefined ? texts.body : texts.month;
  const link = values.link ? `\n\n${texts.link}\n${values.link}` : '';
  return { subject: fill(texts.subject), text: `${fill(body)}${link}\n\n${texts.end}\n` };
}
