import type { Lang } from '../../db/types.js';

// The confirmation of a workshop ticket, in the buyer's language (the server writes mail text
// itself, as refill-mail.ts does). The QR code and the calendar file go with it as attachments.

/** What the confirmation tells. */
export interface TicketMailValues {
  name: string;
  /** The ticket's number. */
  id: number;
  /** The reference shown at the door (its QR code holds it). */
  uuid: string;
  workshop: string;
  /** When the workshop starts. */
  startsAt: Date;
  people: number;
  /** Integer IQD. */
  total: number;
  /** The customer's /tickets/{id} page, or the guest's /workshops link. */
  link: string;
}

interface TicketTexts {
  subject: string;
  body: string;
  link: string;
  attached: string;
  end: string;
  locale: string;
}

const TEXTS: Record<Lang, TicketTexts> = {
  en: {
    subject: 'Your workshop ticket {{id}}: {{workshop}}',
    body:
      'Hello {{name}},\n\nThank you: your ticket {{id}} for "{{workshop}}" is booked.\n\n' +
      'When: {{date}} (Baghdad time)\nPeople: {{people}}\nTotal: {{total}} IQD\nReference: {{uuid}}\n\n' +
      'Show the QR code at the door.',
    link: 'Your ticket:',
    attached: 'The QR code and a calendar file are attached.',
    end: 'The candle shop',
    locale: 'en-US',
  },
  ku: {
    subject: 'بلیتی وۆرکشۆپەکەت {{id}}: {{workshop}}',
    body:
      'سڵاو {{name}}،\n\nسوپاس: بلیتی ژمارە {{id}} بۆ «{{workshop}}» حیجز کرا.\n\n' +
      'کات: {{date}} (کاتی بەغدا)\nژمارەی کەسەکان: {{people}}\nکۆی گشتی: {{total}} دینار\nژمارەی ئاماژە: {{uuid}}\n\n' +
      'کۆدی QR لە دەرگاکە پیشان بدە.',
    link: 'بلیتەکەت:',
    attached: 'کۆدی QR و فایلێکی ڕۆژژمێر هاوپێچ کراون.',
    end: 'دوکانی مۆم',
    locale: 'ckb-IQ',
  },
  ar: {
    subject: 'تذكرة الورشة رقم {{id}}: {{workshop}}',
    body:
      'مرحباً {{name}}،\n\nشكراً لك: تم حجز تذكرتك رقم {{id}} لورشة «{{workshop}}».\n\n' +
      'الموعد: {{date}} (بتوقيت بغداد)\nعدد الأشخاص: {{people}}\nالمجموع: {{total}} دينار\nالرقم المرجعي: {{uuid}}\n\n' +
      'اعرض رمز QR عند الباب.',
    link: 'تذكرتك:',
    attached: 'رمز QR وملف التقويم مرفقان.',
    end: 'متجر الشموع',
    locale: 'ar-IQ',
  },
};

/** The ticket confirmation's subject and text in `lang`: numbers and the Baghdad date in that language's digits. */
export function renderTicketMail(lang: Lang, values: TicketMailValues): { subject: string; text: string } {
  const texts = TEXTS[lang];
  const number = (value: number) => new Intl.NumberFormat(texts.locale).format(value);
  const date = new Intl.DateTimeFormat(texts.locale, { timeZone: 'Asia/Baghdad', dateStyle: 'full', timeStyle: 'short' }).format(values.startsAt);
  const fill = (template: string) =>
    template
      .replaceAll('{{name}}', values.name)
      .replaceAll('{{id}}', number(values.id))
      .replaceAll('{{workshop}}', values.workshop)
      .replaceAll('{{date}}', date)
      .replaceAll('{{people}}', number(values.people))
      .replaceAll('{{total}}', number(values.total))
      .replaceAll('{{uuid}}', values.uuid);
  return {
    subject: fill(texts.subject),
    text: `${fill(texts.body)}\n\n${texts.link}\n${values.link}\n\n${texts.attached}\n\n${texts.end}\n`,
  };
}
