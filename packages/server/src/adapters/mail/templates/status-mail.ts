import type { Lang } from '../../../db/types.js';
import { nameForMessage } from '../customer-name.js';
import { linkBlock, mailNumber, renderMail, type RenderedMail } from '../render.js';

// The mail a customer gets when the shop moves their order or request (issue 15), in their
// language: what moved, its number, its new status.

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
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    kinds: { order: 'order', refill: 'refill request', ticket: 'workshop ticket', whitelabel: 'white-label request', personalized: 'personalized candle request', subscription: 'subscription' },
    statuses: {
      pending: 'pending',
      accepted: 'accepted',
      'being prepared': 'being prepared',
      'being delivered': 'being delivered',
      'ready for pickup': 'ready for pickup',
      completed: 'completed',
      rejected: 'rejected',
      cancelled: 'cancelled',
      quoted: 'quoted',
      scheduled: 'scheduled',
      delivered: 'delivered',
    },
    subject: 'Your {{kind}} {{id}}: {{status}}',
    body: 'Hello {{name}},\n\nYour {{kind}} {{id}} is now: {{status}}.',
    month: 'Hello {{name}},\n\nThe box of month {{month}} of your {{kind}} {{id}} is now: {{status}}.',
    link: 'See it here:',
  },
  ku: {
    kinds: { order: 'داواکاری', refill: 'داواکاریی پڕکردنەوە', ticket: 'بلیتی وۆرکشۆپ', whitelabel: 'داواکاریی وایت لەیبڵ', personalized: 'داواکاریی مۆمی تایبەتی', subscription: 'بەشداریکردن' },
    statuses: {
      pending: 'چاوەڕوان',
      accepted: 'پەسەندکرا',
      'being prepared': 'ئامادە دەکرێت',
      'being delivered': 'لە گەیاندندایە',
      'ready for pickup': 'ئامادەیە بۆ وەرگرتن',
      completed: 'تەواوبوو',
      rejected: 'ڕەتکرایەوە',
      cancelled: 'هەڵوەشایەوە',
      quoted: 'نرخی بۆ دانرا',
      scheduled: 'خشتەکراو',
      delivered: 'گەیەندرا',
    },
    subject: '{{kind}} {{id}}: {{status}}',
    body: 'سڵاو {{name}}،\n\nبارودۆخی {{kind}} ژمارە {{id}} ئێستا: {{status}}.',
    month: 'سڵاو {{name}}،\n\nبارودۆخی سندوقی مانگی {{month}}ی {{kind}} ژمارە {{id}} ئێستا: {{status}}.',
    link: 'لێرە ببینە:',
  },
  ar: {
    kinds: { order: 'الطلب', refill: 'طلب إعادة التعبئة', ticket: 'تذكرة الورشة', whitelabel: 'طلب العلامة البيضاء', personalized: 'طلب الشمعة المخصصة', subscription: 'الاشتراك' },
    statuses: {
      pending: 'قيد الانتظار',
      accepted: 'مقبول',
      'being prepared': 'قيد التحضير',
      'being delivered': 'قيد التوصيل',
      'ready for pickup': 'جاهز للاستلام',
      completed: 'مكتمل',
      rejected: 'مرفوض',
      cancelled: 'ملغى',
      quoted: 'تم التسعير',
      scheduled: 'مجدول',
      delivered: 'تم التسليم',
    },
    subject: '{{kind}} رقم {{id}}: {{status}}',
    body: 'مرحباً {{name}}،\n\nحالة {{kind}} رقم {{id}} الآن: {{status}}.',
    month: 'مرحباً {{name}}،\n\nحالة صندوق الشهر {{month}} من {{kind}} رقم {{id}} الآن: {{status}}.',
    link: 'تابعه هنا:',
  },
};

/** The status mail's subject and text in `lang`, its numbers ungrouped in that language's digits. */
export function renderStatusMail(kind: StatusMailKind, lang: Lang, values: StatusMailValues): RenderedMail {
  const texts = TEXTS[lang];
  const code = (value: number) => mailNumber(lang, value, { grouping: false });
  return renderMail(lang, {
    subject: texts.subject,
    blocks: [values.month === undefined ? texts.body : texts.month, linkBlock(texts.link, values.link)],
    values: { name: nameForMessage(lang, values.name), kind: texts.kinds[kind], id: code(values.id), month: code(values.month ?? 0), status: texts.statuses[values.status] ?? values.status },
    signed: true,
  });
}
