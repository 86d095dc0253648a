import { SHOP_TIME_ZONE } from '@candleshop/rules';
import type { Lang } from '../../../db/types.js';
import { nameForMessage } from '../customer-name.js';
import { giftCardPaidPart } from '../gift-card-paid-block.js';
import { linkBlock, MAIL_LOCALES, renderMail, type RenderedMail } from '../render.js';

// The confirmation of a workshop ticket, in the buyer's language. The QR code and the calendar
// file go with it as attachments.

/** What the confirmation tells. */
export interface TicketMailValues {
  name: string;
  /** The ticket's number. */
  id: number;
  /** The door code printed under the attached QR code, typed at the door when the QR cannot be scanned (issue 27). */
  code: string;
  workshop: string;
  /** When the workshop starts. */
  startsAt: Date;
  people: number;
  /** Integer IQD, the whole ticket (what gift cards paid included). */
  total: number;
  /** What gift cards paid of it (issue 35), integer IQD; 0 without. */
  giftCardPaid?: number;
  /** The customer's /tickets/{id} page, or the guest's /workshops link. */
  link: string;
}

/** The content id of the QR code's PNG, shown inline in the HTML part. */
export const TICKET_QR_CID = 'ticket-qr';

interface TicketTexts {
  subject: string;
  body: string;
  link: string;
  attached: string;
  /** The QR picture's text for clients that do not show pictures. */
  qr: string;
}

const TEXTS: Record<Lang, TicketTexts> = {
  en: {
    subject: 'Your workshop ticket {{id}}: {{workshop}}',
    body:
      'Hello {{name}},\n\nThank you: your ticket {{id}} for "{{workshop}}" is booked.\n\n' +
      'When: {{date}} (Baghdad time)\nPeople: {{people}}\nTotal: {{total}} IQD\nReference: {{code}}\n\n' +
      'Show the QR code at the door.',
    link: 'Your ticket:',
    attached: 'The QR code and a calendar file are attached.',
    qr: 'QR code of your ticket',
  },
  ku: {
    subject: 'بلیتی وۆرکشۆپەکەت {{id}}: {{workshop}}',
    body:
      'سڵاو {{name}}،\n\nسوپاس: بلیتی ژمارە {{id}} بۆ «{{workshop}}» حیجز کرا.\n\n' +
      'کات: {{date}} (کاتی بەغدا)\nژمارەی کەسەکان: {{people}}\nکۆی گشتی: {{total}} دینار\nژمارەی ئاماژە: {{code}}\n\n' +
      'کۆدی QR لە دەرگاکە پیشان بدە.',
    link: 'بلیتەکەت:',
    attached: 'کۆدی QR و فایلێکی ڕۆژژمێر هاوپێچ کراون.',
    qr: 'کۆدی QRی بلیتەکەت',
  },
  ar: {
    subject: 'تذكرة الورشة رقم {{id}}: {{workshop}}',
    body:
      'مرحباً {{name}}،\n\nشكراً لك: تم حجز تذكرتك رقم {{id}} لورشة «{{workshop}}».\n\n' +
      'الموعد: {{date}} (بتوقيت بغداد)\nعدد الأشخاص: {{people}}\nالمجموع: {{total}} دينار\nالرقم المرجعي: {{code}}\n\n' +
      'اعرض رمز QR عند الباب.',
    link: 'تذكرتك:',
    attached: 'رمز QR وملف التقويم مرفقان.',
    qr: 'رمز QR لتذكرتك',
  },
};

/** The ticket confirmation's subject and text in `lang`: numbers and the Baghdad date in that language's digits. */
export function renderTicketMail(lang: Lang, values: TicketMailValues): RenderedMail {
  const texts = TEXTS[lang];
  const cards = giftCardPaidPart(lang, values);
  const date = new Intl.DateTimeFormat(MAIL_LOCALES[lang], { timeZone: SHOP_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' }).format(values.startsAt);
  return renderMail(lang, {
    subject: texts.subject,
    blocks: [texts.body, cards.block, { image: TICKET_QR_CID, alt: texts.qr }, linkBlock(texts.link, values.link), texts.attached],
    values: {
      name: nameForMessage(lang, values.name),
      id: values.id,
      workshop: values.workshop,
      date,
      people: values.people,
      total: values.total,
      code: values.code,
      ...cards.values,
    },
    signed: true,
  });
}
