import type { Lang } from '../../../../db/types.js';
import { nameForMessage } from '../../customer-name.js';
import { fillTemplate, linkBlock, MAIL_LOCALES, mailCode, mailNumber, renderMail, type RenderedMail } from '../../render.js';

// The confirm-or-skip message of a refill plan's cycle (issue 37 item 1), in the customer's
// language: the mail, and the shorter text the messaging adapter sends (WhatsApp through its
// approved template, whose parameters are `planCycleTemplateParams`).

/** What the message tells. */
export interface PlanCycleMailValues {
  name: string;
  planId: number;
  /** The cycle's day, `YYYY-MM-DD`. */
  dueOn: string;
  /** The refill's price now, integer IQD: what confirming places it at. */
  total: number;
  /** Paid in cash at the door (otherwise by the plan's gateway, from the account page). */
  cash: boolean;
  /** The public confirm-or-skip page. */
  link: string;
  /** How many days the link works. */
  days: number;
}

const TEXTS: Record<Lang, { subject: string; body: string; cash: string; gateway: string; link: string; text: string }> = {
  en: {
    subject: 'Your refill plan {{plan}}: confirm or skip the refill of {{day}}',
    body: 'Hello {{name}},\n\nThe next refill of your plan {{plan}} is due on {{day}}. At today’s price it costs {{total}} IQD. Confirm it and we place it; skip it and your plan moves on to the following one. Please answer within {{days}} days; if we do not hear from you, we will call you.',
    cash: 'You pay in cash at the door.',
    gateway: 'Once confirmed, you pay it from your account page.',
    link: 'Confirm or skip here:',
    text: 'Hello {{name}}, your refill plan {{plan}}: the refill of {{day}} costs {{total}} IQD. Confirm or skip: {{link}}',
  },
  ku: {
    subject: 'پلانی پڕکردنەوەی {{plan}}: پڕکردنەوەی {{day}} پشتڕاست بکەرەوە یان تێیپەڕێنە',
    body: 'سڵاو {{name}}،\n\nپڕکردنەوەی داهاتووی پلانی {{plan}} لە {{day}}دایە. بە نرخی ئەمڕۆ {{total}} دینارە. پشتڕاستی بکەرەوە و دایدەنێین؛ تێیپەڕێنە و پلانەکەت دەچێتە سەر دانەی دواتر. تکایە لە ماوەی {{days}} ڕۆژدا وەڵام بدەرەوە؛ ئەگەر وەڵاممان نەبیست، پەیوەندیت پێوە دەکەین.',
    cash: 'لە بەردەم دەرگا بە نەختینە دەدەیت.',
    gateway: 'دوای پشتڕاستکردنەوە، لە پەڕەی هەژمارەکەتەوە پارەکەی دەدەیت.',
    link: 'لێرە پشتڕاستی بکەرەوە یان تێیپەڕێنە:',
    text: 'سڵاو {{name}}، پلانی پڕکردنەوەی {{plan}}: پڕکردنەوەی {{day}} {{total}} دینارە. پشتڕاستی بکەرەوە یان تێیپەڕێنە: {{link}}',
  },
  ar: {
    subject: 'خطة إعادة التعبئة {{plan}}: أكّد أو تخطَّ تعبئة {{day}}',
    body: 'مرحباً {{name}}،\n\nموعد التعبئة التالية في خطتك {{plan}} هو {{day}}. سعرها اليوم {{total}} دينار. أكّدها فنضع الطلب؛ أو تخطَّها فتنتقل خطتك إلى التعبئة التي تليها. يرجى الرد خلال {{days}} أيام؛ وإن لم نسمع منك فسنتصل بك.',
    cash: 'تدفع نقداً عند الباب.',
    gateway: 'بعد التأكيد تدفع من صفحة حسابك.',
    link: 'أكّد أو تخطَّ من هنا:',
    text: 'مرحباً {{name}}، خطة إعادة التعبئة {{plan}}: تعبئة {{day}} سعرها {{total}} دينار. أكّد أو تخطَّ: {{link}}',
  },
};

const PLAN: Record<Lang, string> = { en: 'no. {{id}}', ku: 'ژمارە {{id}}', ar: 'رقم {{id}}' };

function common(lang: Lang, values: PlanCycleMailValues) {
  const day = new Intl.DateTimeFormat(MAIL_LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${values.dueOn}T00:00:00Z`));
  const plan = fillTemplate(lang, PLAN[lang], { id: mailCode(lang, values.planId) });
  return { name: nameForMessage(lang, values.name), plan, day, total: values.total };
}

/** The cycle's mail in `lang`, numbers and the day in that language's digits. */
export function renderPlanCycleMail(lang: Lang, values: PlanCycleMailValues): RenderedMail {
  const texts = TEXTS[lang];
  return renderMail(lang, {
    subject: texts.subject,
    blocks: [texts.body, values.cash ? texts.cash : texts.gateway, linkBlock(texts.link, values.link)],
    values: { ...common(lang, values), days: values.days },
    signed: true,
  });
}

/** The cycle's message as one text in `lang`. */
export function renderPlanCycleText(lang: Lang, values: PlanCycleMailValues): string {
  return fillTemplate(lang, TEXTS[lang].text, { ...common(lang, values), link: values.link });
}

/** The body parameters of the provider's `plan_cycle` template, in order: the name, the plan, the day, the price. */
export function planCycleTemplateParams(lang: Lang, values: PlanCycleMailValues): string[] {
  const { name, plan, day, total } = common(lang, values);
  return [name, plan, day, mailNumber(lang, total)];
}
