import type { Lang } from '../../../db/types.js';
import { nameForMessage } from '../customer-name.js';
import { linkBlock, renderMail, type RenderedMail } from '../render.js';

// The personalized-candle request's mails, in the buyer's language: the confirmation of a new
// request, and the shop's quote.

/** What the mails tell. */
export interface PersonalizedMailValues {
  name: string;
  /** The request's number. */
  id: number;
  /** The quote in integer IQD (the quote mail). */
  price?: number;
  /** The customer's page of the request, or null for a guest (the shop replies by mail). */
  link: string | null;
}

interface Texts {
  received: { subject: string; body: string };
  quoted: { subject: string; body: string };
  link: string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    received: {
      subject: 'Your personalized candle request {{id}}',
      body: 'Hello {{name}},\n\nThank you: we received your personalized candle request {{id}}. We will look at it and send you a price within 2 working days.',
    },
    quoted: {
      subject: 'Your personalized candle: our price for request {{id}}',
      body: "Hello {{name}},\n\nOur price for your personalized candle request {{id}} is {{price}} IQD. Accept it and choose how to pay on your request's page.",
    },
    link: 'See your request here:',
  },
  ku: {
    received: {
      subject: 'داواکاریی مۆمی تایبەتی {{id}}',
      body: 'سڵاو {{name}}،\n\nسوپاس: داواکاریی مۆمی تایبەتی ژمارە {{id}}مان وەرگرت. سەیری دەکەین و لە ماوەی ٢ ڕۆژی کاردا نرخێکت بۆ دەنێرین.',
    },
    quoted: {
      subject: 'مۆمی تایبەتی: نرخمان بۆ داواکاریی {{id}}',
      body: 'سڵاو {{name}}،\n\nنرخمان بۆ داواکاریی مۆمی تایبەتی ژمارە {{id}} بریتییە لە {{price}} دینار. لە پەڕەی داواکارییەکەت قبووڵی بکە و شێوازی پارەدان هەڵبژێرە.',
    },
    link: 'داواکارییەکەت لێرە ببینە:',
  },
  ar: {
    received: {
      subject: 'طلب الشمعة المخصصة رقم {{id}}',
      body: 'مرحباً {{name}}،\n\nشكراً لك: استلمنا طلب الشمعة المخصصة رقم {{id}}. سندرسه ونرسل لك السعر خلال يومي عمل.',
    },
    quoted: {
      subject: 'شمعتك المخصصة: سعرنا للطلب رقم {{id}}',
      body: 'مرحباً {{name}}،\n\nسعرنا لطلب الشمعة المخصصة رقم {{id}} هو {{price}} دينار. اقبله واختر طريقة الدفع في صفحة طلبك.',
    },
    link: 'تابع طلبك هنا:',
  },
};

/** The mail of a new request (`received`) or of the shop's quote (`quoted`) in `lang`, numbers in that language's digits. */
export function renderPersonalizedMail(kind: 'received' | 'quoted', lang: Lang, values: PersonalizedMailValues): RenderedMail {
  const texts = TEXTS[lang];
  return renderMail(lang, {
    subject: texts[kind].subject,
    blocks: [texts[kind].body, linkBlock(texts.link, values.link)],
    values: { name: nameForMessage(lang, values.name), id: values.id, price: values.price ?? 0 },
    signed: true,
  });
}
