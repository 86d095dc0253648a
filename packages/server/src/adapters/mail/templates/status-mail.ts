import type { Lang } from '../../../db/types.js';
import { nameForMessage } from '../customer-name.js';
import { linkBlock, mailCode, renderMail, type RenderedMail } from '../render.js';

// The mail a customer gets when the shop moves their order or request (issue 15), in their
// language: what moved, its number, its new status; a ticket completed at the door, that it was
// checked in there (and paid there).

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
  /** A ticket completed by its check-in at the door (issue 36): what the door did, told as such. */
  door?: 'checkedIn' | 'paidAtDoor';
  /** The customer's page of it, or null (a guest). */
  link: string | null;
}

/** A door's mail: its subject and first paragraph. */
interface DoorTexts {
  subject: string;
  body: string;
}

interface Texts {
  kinds: Record<StatusMailKind, string>;
  statuses: Record<string, string>;
  subject: string;
  body: string;
  month: string;
  link: string;
  door: Record<NonNullable<StatusMailValues['door']>, DoorTexts>;
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
    door: {
      checkedIn: { subject: 'Your {{kind}} {{id}}: checked in', body: 'Hello {{name}},\n\nYou were checked in at the door with your {{kind}} {{id}}. Enjoy the workshop!' },
      paidAtDoor: {
        subject: 'Your {{kind}} {{id}}: paid at the door, checked in',
        body: 'Hello {{name}},\n\nYou paid for your {{kind}} {{id}} in cash at the door and were checked in. Enjoy the workshop!',
      },
    },
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
    door: {
      checkedIn: { subject: '{{kind}} {{id}}: هاتنە ژوورەوەت تۆمارکرا', body: 'سڵاو {{name}}،\n\nبە {{kind}} ژمارە {{id}} هاتنە ژوورەوەت بۆ وۆرکشۆپەکە لە دەرگا تۆمارکرا. کاتێکی خۆش!' },
      paidAtDoor: {
        subject: '{{kind}} {{id}}: پارە لە دەرگا درا و هاتنە ژوورەوەت تۆمارکرا',
        body: 'سڵاو {{name}}،\n\nپارەی {{kind}} ژمارە {{id}} بە نەختینە لە دەرگا وەرگیرا و هاتنە ژوورەوەت بۆ وۆرکشۆپەکە تۆمارکرا. کاتێکی خۆش!',
      },
    },
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
    door: {
      checkedIn: { subject: '{{kind}} رقم {{id}}: تم تسجيل دخولك', body: 'مرحباً {{name}}،\n\nسجّلنا دخولك إلى الورشة عند الباب ({{kind}} رقم {{id}}). نتمنى لك وقتاً ممتعاً!' },
      paidAtDoor: {
        subject: '{{kind}} رقم {{id}}: دُفعت عند الباب وتم تسجيل دخولك',
        body: 'مرحباً {{name}}،\n\nاستلمنا ثمن {{kind}} رقم {{id}} نقداً عند الباب وسجّلنا دخولك إلى الورشة. نتمنى لك وقتاً ممتعاً!',
      },
    },
  },
};

/** The status mail's subject and text in `lang`, its numbers ungrouped in that language's digits. */
export function renderStatusMail(kind: StatusMailKind, lang: Lang, values: StatusMailValues): RenderedMail {
  const texts = TEXTS[lang];
  // Issue 36: a ticket the door completed says what happened there, not a bare "completed".
  const door = values.door && texts.door[values.door];
  return renderMail(lang, {
    subject: door ? door.subject : texts.subject,
    blocks: [door ? door.body : values.month === undefined ? texts.body : texts.month, linkBlock(texts.link, values.link)],
    values: { name: nameForMessage(lang, values.name), kind: texts.kinds[kind], id: mailCode(lang, values.id), month: mailCode(lang, values.month ?? 0), status: texts.statuses[values.status] ?? values.status },
    signed: true,
  });
}
