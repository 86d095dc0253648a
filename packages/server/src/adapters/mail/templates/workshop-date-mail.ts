import { SHOP_TIME_ZONE } from '@candleshop/rules';
import type { Lang } from '../../../db/types.js';
import { nameForMessage } from '../customer-name.js';
import { fillTemplate, MAIL_LOCALES, renderMail, type MailValue, type RenderedMail } from '../render.js';

// What a ticket holder is told when staff move their workshop to another time (issue 36 item 4),
// by mail and by text, in the language they booked in: the new time, the old one, and that the
// ticket stays valid.

/** What the notice tells. */
export interface WorkshopDateValues {
  name: string;
  /** The ticket's number. */
  ticket: number;
  workshop: string;
  /** When it starts now. */
  startsAt: Date;
  /** When it was to start. */
  before: Date;
}

interface Texts {
  subject: string;
  body: string;
  text: string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    subject: 'New time for your workshop: {{workshop}}',
    body:
      'Hello {{name}},\n\nThe workshop "{{workshop}}" has moved.\n\nNew time: {{date}} (Baghdad time)\nWas: {{before}}\n\n' +
      'Your ticket {{ticket}} stays valid for the new time. If it no longer suits you, reply to this mail and we will help.',
    text: 'Hello {{name}}, "{{workshop}}" has moved to {{date}} (Baghdad time). Your ticket {{ticket}} stays valid.',
  },
  ku: {
    subject: 'کاتی نوێی وۆرکشۆپەکەت: {{workshop}}',
    body:
      'سڵاو {{name}}،\n\nکاتی وۆرکشۆپی «{{workshop}}» گۆڕا.\n\nکاتی نوێ: {{date}} (کاتی بەغدا)\nپێشتر: {{before}}\n\n' +
      'بلیتی ژمارە {{ticket}} بۆ کاتە نوێیەکە بەکار دێت. ئەگەر ئێستا بۆت گونجاو نییە، وەڵامی ئەم نامەیە بدەرەوە و یارمەتیت دەدەین.',
    text: 'سڵاو {{name}}، کاتی «{{workshop}}» گۆڕا بۆ {{date}} (کاتی بەغدا). بلیتی ژمارە {{ticket}} بەکار دێت.',
  },
  ar: {
    subject: 'موعد جديد لورشتك: {{workshop}}',
    body: 'مرحباً {{name}}،\n\nتغيّر موعد ورشة «{{workshop}}».\n\nالموعد الجديد: {{date}} (بتوقيت بغداد)\nكان: {{before}}\n\n' + 'تذكرتك رقم {{ticket}} صالحة للموعد الجديد. إن لم يعد يناسبك، ردّ على هذه الرسالة وسنساعدك.',
    text: 'مرحباً {{name}}، تغيّر موعد ورشة «{{workshop}}» إلى {{date}} (بتوقيت بغداد). تذكرتك رقم {{ticket}} صالحة.',
  },
};

function valuesOf(lang: Lang, values: WorkshopDateValues): Record<string, MailValue> {
  const when = (date: Date) => new Intl.DateTimeFormat(MAIL_LOCALES[lang], { timeZone: SHOP_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' }).format(date);
  return { name: nameForMessage(lang, values.name), ticket: values.ticket, workshop: values.workshop, date: when(values.startsAt), before: when(values.before) };
}

/** The notice's subject and text in `lang`, times in Baghdad and in that language's digits. */
export function renderWorkshopDateMail(lang: Lang, values: WorkshopDateValues): RenderedMail {
  return renderMail(lang, { subject: TEXTS[lang].subject, blocks: [TEXTS[lang].body], values: valuesOf(lang, values), signed: true });
}

/** The notice as one text message in `lang`. */
export function renderWorkshopDateText(lang: Lang, values: WorkshopDateValues): string {
  return fillTemplate(lang, TEXTS[lang].text, valuesOf(lang, values));
}

/** The body parameters of the provider's `workshop_moved` template: {{1}} the name, {{2}} the workshop, {{3}} the new time, {{4}} the ticket. */
export function workshopDateTemplateParams(lang: Lang, values: WorkshopDateValues): string[] {
  const { name, workshop, date } = valuesOf(lang, values);
  return [String(name), String(workshop), String(date), fillTemplate(lang, '{{ticket}}', { ticket: values.ticket })];
}
