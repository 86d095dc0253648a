import type { Gateway } from '@candleshop/rules';
import type { Lang } from '../../../db/types.js';
import { nameForMessage } from '../customer-name.js';
import { fillTemplate, mailCode, renderMail, type RenderedMail } from '../render.js';

// The mail a customer gets for each refund staff record (issue 36), in their language: how much
// came back, how, and what of their payment the shop still keeps.

/** What was refunded: an order, a refill request or a ticket. */
export type RefundMailKind = 'order' | 'refill' | 'ticket';

/** What the mail tells. */
export interface RefundMailValues {
  kind: RefundMailKind;
  name: string;
  /** The sale's number. */
  id: number;
  /** This refund, integer IQD. */
  amount: number;
  /** In cash, or the provider the sale was paid with (paid back by hand when the provider has no refund API). */
  how: { method: 'cash' } | { method: 'provider'; gateway: Gateway; byHand: boolean };
  /** What the customer has paid for the sale once this refund and those before it are given back, integer IQD. */
  leftPaid: number;
}

interface Texts {
  kinds: Record<RefundMailKind, string>;
  gateways: Record<Gateway, string>;
  subject: string;
  body: string;
  cash: string;
  provider: string;
  byHand: string;
  left: string;
  all: string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    kinds: { order: 'order', refill: 'refill request', ticket: 'workshop ticket' },
    gateways: { zaincash: 'ZainCash', fib: 'FIB', fastpay: 'FastPay', nasspay: 'NassPay' },
    subject: 'A refund of {{amount}} IQD for your {{kind}} {{id}}',
    body: 'Hello {{name}},\n\nThe shop has refunded {{amount}} IQD of your {{kind}} {{id}}, {{how}}.',
    cash: 'in cash',
    provider: 'to the {{gateway}} account you paid with',
    byHand: 'by hand, for your {{gateway}} payment',
    left: 'You have now paid {{left}} IQD for it.',
    all: 'Everything you paid for it has now been refunded.',
  },
  ku: {
    kinds: { order: 'داواکاری', refill: 'داواکاریی پڕکردنەوە', ticket: 'بلیتی وۆرکشۆپ' },
    gateways: { zaincash: 'زەین کاش', fib: 'بانکی یەکەمی عێراق', fastpay: 'فاست پەی', nasspay: 'ناس پەی' },
    subject: 'گەڕاندنەوەی {{amount}} دینار بۆ {{kind}} ژمارە {{id}}',
    body: 'سڵاو {{name}}،\n\nدوکان {{amount}} دیناری {{kind}} ژمارە {{id}}ی بۆ گەڕاندیتەوە، {{how}}.',
    cash: 'بە پارەی نەختینە',
    provider: 'بۆ ئەو هەژمارەی {{gateway}} کە پارەت پێ دا',
    byHand: 'بە دەست، بۆ پارەدانەکەت بە {{gateway}}',
    left: 'ئێستا {{left}} دینارت بۆی داوە.',
    all: 'هەموو ئەو پارەیەی بۆت دابوو گەڕێندرایەوە.',
  },
  ar: {
    kinds: { order: 'الطلب', refill: 'طلب إعادة التعبئة', ticket: 'تذكرة الورشة' },
    gateways: { zaincash: 'زين كاش', fib: 'مصرف العراق الأول', fastpay: 'فاست باي', nasspay: 'ناس باي' },
    subject: 'استرداد {{amount}} دينار من {{kind}} رقم {{id}}',
    body: 'مرحباً {{name}}،\n\nأعاد المتجر إليك {{amount}} دينار من {{kind}} رقم {{id}}، {{how}}.',
    cash: 'نقدًا',
    provider: 'إلى حساب {{gateway}} الذي دفعت منه',
    byHand: 'يدويًا، عن دفعتك عبر {{gateway}}',
    left: 'أصبح ما دفعته مقابله الآن {{left}} دينار.',
    all: 'أُعيد إليك كل ما دفعته مقابله.',
  },
};

/** The refund mail's subject and text in `lang`: amounts grouped, the sale's number ungrouped, in that language's digits. */
export function renderRefundMail(lang: Lang, values: RefundMailValues): RenderedMail {
  const texts = TEXTS[lang];
  const { how } = values;
  const way = how.method === 'cash' ? texts.cash : fillTemplate(lang, how.byHand ? texts.byHand : texts.provider, { gateway: texts.gateways[how.gateway] });
  return renderMail(lang, {
    subject: texts.subject,
    blocks: [texts.body, values.leftPaid > 0 ? texts.left : texts.all],
    values: {
      name: nameForMessage(lang, values.name),
      kind: texts.kinds[values.kind],
      id: mailCode(lang, values.id),
      amount: values.amount,
      left: values.leftPaid,
      how: way,
    },
    signed: true,
  });
}
