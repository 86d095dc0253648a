import { SHOP_TIME_ZONE } from '@candleshop/rules';
import type { Lang } from '../../../db/types.js';
import { nameForMessage } from '../customer-name.js';
import { linkBlock, MAIL_LOCALES, renderMail, type RenderedMail } from '../render.js';

// The mail a person on a workshop's waiting list gets when seats came free for them (issue 27
// item 4), in the language they joined in: the seats are held for them until the link lapses.

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
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    subject: 'Seats came free: {{workshop}}',
    body:
      'Hello {{name}},\n\nGood news: seats came free for "{{workshop}}" ({{date}}, Baghdad time), and you were next on the waiting list.\n\n' + 'We are holding {{people}} seats for you until {{until}} (Baghdad time).',
    link: 'Book them here:',
    after: 'If you do not book them by then, they go to the next person on the list.',
  },
  ku: {
    subject: 'کورسی بەتاڵ بوو: {{workshop}}',
    body: 'سڵاو {{name}}،\n\nهەواڵێکی خۆش: کورسی بۆ «{{workshop}}» ({{date}}، کاتی بەغدا) بەتاڵ بوو، و تۆ لە لیستی چاوەڕوانیدا دواتر بوویت.\n\n' + '{{people}} کورسیت بۆ هەڵدەگرین تا {{until}} (کاتی بەغدا).',
    link: 'لێرە حیجزیان بکە:',
    after: 'ئەگەر تا ئەو کاتە حیجزیان نەکەیت، دەدرێن بە کەسی دواتری لیستەکە.',
  },
  ar: {
    subject: 'توفرت مقاعد: {{workshop}}',
    body: 'مرحباً {{name}}،\n\nخبر سار: توفرت مقاعد في ورشة «{{workshop}}» ({{date}} بتوقيت بغداد)، وكنت التالي في قائمة الانتظار.\n\n' + 'نحجز لك {{people}} مقاعد حتى {{until}} (بتوقيت بغداد).',
    link: 'احجزها من هنا:',
    after: 'إن لم تحجزها حتى ذلك الوقت، تنتقل إلى الشخص التالي في القائمة.',
  },
};

/** The offer's subject and text in `lang`: numbers and Baghdad times in that language's digits. */
export function renderWaitlistMail(lang: Lang, values: WaitlistMailValues): RenderedMail {
  const texts = TEXTS[lang];
  const when = (date: Date, dateStyle: 'full' | 'medium') => new Intl.DateTimeFormat(MAIL_LOCALES[lang], { timeZone: SHOP_TIME_ZONE, dateStyle, timeStyle: 'short' }).format(date);
  return renderMail(lang, {
    subject: texts.subject,
    blocks: [texts.body, linkBlock(texts.link, values.link), texts.after],
    values: { name: nameForMessage(lang, values.name), workshop: values.workshop, date: when(values.startsAt, 'full'), until: when(values.holdUntil, 'medium'), people: values.people },
    signed: true,
  });
}
