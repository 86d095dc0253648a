import { SHOP_TIME_ZONE } from '@candleshop/rules';
import type { Lang } from '../../../db/types.js';
import { nameForMessage } from '../customer-name.js';
import { fillTemplate, linkBlock, MAIL_LOCALES, renderMail, type MailValue, type RenderedMail } from '../render.js';

// The mail and the text a person on a workshop's waiting list gets when seats came free for them
// (issue 27 item 4, issue 36 item 4), in the language they joined in: the seats are held for them
// until the link lapses. The count stands after a label ("People: 2"), as the ticket mail has it,
// so no language needs a counted noun to agree with it.

/** What the offer tells. */
export interface WaitlistMailValues {
  name: string;
  workshop: string;
  /** When the workshop starts. */
  startsAt: Date;
  people: number;
  /** Until when the seats are held. */
  holdUntil: Date;
  /** The workshop page with the offer's token: it buys exactly the held seats. */
  link: string;
}

interface Texts {
  subject: string;
  body: string;
  link: string;
  after: string;
  /** The whole text message. */
  text: string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    subject: 'Seats came free: {{workshop}}',
    body:
      'Hello {{name}},\n\nGood news: seats came free for "{{workshop}}" ({{date}}, Baghdad time), and you were next on the waiting list.\n\n' +
      'Your seats are held for you until {{until}} (Baghdad time). People: {{people}}.',
    link: 'Book them here:',
    after: 'If you do not book them by then, they go to the next person on the list.',
    text: 'Hello {{name}}, seats came free for "{{workshop}}" and are held for you until {{until}} (Baghdad time). People: {{people}}. Book them: {{link}}',
  },
  ku: {
    subject: 'کورسی بەتاڵ بوو: {{workshop}}',
    body:
      'سڵاو {{name}}،\n\nهەواڵێکی خۆش: کورسی بۆ «{{workshop}}» ({{date}}، کاتی بەغدا) بەتاڵ بوو، و تۆ لە لیستی چاوەڕوانیدا دواتر بوویت.\n\n' +
      'کورسییەکانت بۆ هەڵگیراون تا {{until}} (کاتی بەغدا). ژمارەی کەسەکان: {{people}}.',
    link: 'لێرە حیجزیان بکە:',
    after: 'ئەگەر تا ئەو کاتە حیجزیان نەکەیت، دەدرێن بە کەسی دواتری لیستەکە.',
    text: 'سڵاو {{name}}، کورسی بۆ «{{workshop}}» بەتاڵ بوو و بۆت هەڵگیراوە تا {{until}} (کاتی بەغدا). ژمارەی کەسەکان: {{people}}. حیجزی بکە: {{link}}',
  },
  ar: {
    subject: 'توفرت مقاعد: {{workshop}}',
    body: 'مرحباً {{name}}،\n\nخبر سار: توفرت مقاعد في ورشة «{{workshop}}» ({{date}} بتوقيت بغداد)، وكنت التالي في قائمة الانتظار.\n\n' + 'مقاعدك محجوزة لك حتى {{until}} (بتوقيت بغداد). عدد الأشخاص: {{people}}.',
    link: 'احجزها من هنا:',
    after: 'إن لم تحجزها حتى ذلك الوقت، تنتقل إلى الشخص التالي في القائمة.',
    text: 'مرحباً {{name}}، توفرت مقاعد في ورشة «{{workshop}}» وهي محجوزة لك حتى {{until}} (بتوقيت بغداد). عدد الأشخاص: {{people}}. احجزها: {{link}}',
  },
};

function valuesOf(lang: Lang, values: WaitlistMailValues): Record<string, MailValue> {
  const when = (date: Date, dateStyle: 'full' | 'medium') => new Intl.DateTimeFormat(MAIL_LOCALES[lang], { timeZone: SHOP_TIME_ZONE, dateStyle, timeStyle: 'short' }).format(date);
  return { name: nameForMessage(lang, values.name), workshop: values.workshop, date: when(values.startsAt, 'full'), until: when(values.holdUntil, 'medium'), people: values.people };
}

/** The offer's subject and text in `lang`: numbers and Baghdad times in that language's digits. */
export function renderWaitlistMail(lang: Lang, values: WaitlistMailValues): RenderedMail {
  const texts = TEXTS[lang];
  return renderMail(lang, { subject: texts.subject, blocks: [texts.body, linkBlock(texts.link, values.link), texts.after], values: valuesOf(lang, values), signed: true });
}

/** The offer as one text message in `lang` (the local outbox keeps it whole). */
export function renderWaitlistText(lang: Lang, values: WaitlistMailValues): string {
  return fillTemplate(lang, TEXTS[lang].text, { ...valuesOf(lang, values), link: values.link });
}

/** The body parameters of the provider's `waitlist_offer` template: {{1}} the name, {{2}} the workshop, {{3}} until when, {{4}} the people. */
export function waitlistTemplateParams(lang: Lang, values: WaitlistMailValues): string[] {
  const { name, workshop, until, people } = valuesOf(lang, values);
  return [String(name), String(workshop), String(until), fillTemplate(lang, '{{people}}', { people })];
}
