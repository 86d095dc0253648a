import { LANGUAGES } from '@candleshop/rules';
import { createHash } from 'node:crypto';

/** The languages of the local gateway pages (SPEC §1). */
type PageLang = 'en' | 'ku' | 'ar';

const TEXTS = {
  en: {
    pay: 'Pay with {provider}',
    amount: 'Amount',
    order: 'Order',
    approve: 'Approve payment',
    decline: 'Decline payment',
    approved: 'Payment approved',
    declined: 'Payment declined',
    closed: 'This payment is no longer open.',
    refunded: 'Payment refunded to the customer',
    refundedAmount: 'Refunded',
    back: 'Back to the shop',
  },
  ku: {
    pay: 'پارەدان بە {provider}',
    amount: 'بڕی پارە',
    order: 'داواکاری',
    approve: 'پەسەندکردنی پارەدان',
    decline: 'ڕەتکردنەوەی پارەدان',
    approved: 'پارەدانەکە پەسەند کرا',
    declined: 'پارەدانەکە ڕەت کرایەوە',
    closed: 'ئەم پارەدانە چیتر کراوە نییە.',
    refunded: 'پارەکە بۆ کڕیار گەڕێندرایەوە',
    refundedAmount: 'گەڕێندراوەتەوە',
    back: 'گەڕانەوە بۆ فرۆشگا',
  },
  ar: {
    pay: 'الدفع عبر {provider}',
    amount: 'المبلغ',
    order: 'الطلب',
    approve: 'الموافقة على الدفع',
    decline: 'رفض الدفع',
    approved: 'تمت الموافقة على الدفع',
    declined: 'تم رفض الدفع',
    closed: 'لم تعد عملية الدفع هذه متاحة.',
    refunded: 'تم رد المبلغ إلى الزبون',
    refundedAmount: 'المسترد',
    back: 'العودة إلى المتجر',
  },
} satisfies Record<PageLang, Record<string, string>>;

/** The warning every local gateway page carries, in the three languages (DESIGN §4). */
export const LOCAL_BANNER: Record<PageLang, string> = {
  en: 'LOCAL TEST GATEWAY: no real money moves',
  ku: 'دەروازەی تاقیکردنەوەی ناوخۆیی: هیچ پارەیەکی ڕاستەقینە ناگوازرێتەوە',
  ar: 'بوابة دفع تجريبية محلية: لا تنتقل أي أموال حقيقية',
};

const CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:16px;background:#fff;color:#1a1a1a}
main{max-width:32rem;margin:0 auto}
.banner{border:3px solid #8a4b00;background:#fff4e0;padding:8px 12px;margin-bottom:16px}
.banner p{margin:4px 0;font-weight:700}
button,a{font:inherit}
button{min-height:44px;padding:8px 16px;margin:8px 8px 0 0;border:2px solid #1a1a1a;border-radius:6px;background:#fff;color:#1a1a1a;cursor:pointer}
button[value=approve]{background:#14532d;border-color:#14532d;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{font-weight:700}dd{margin:0}`;

const STYLE_HASH = createHash('sha256').update(CSS).digest('base64');

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The page language for a provider's language code (ZainCash sends en/ar, Nass en/ku/ar). */
export function pageLang(code: string | null | undefined): PageLang {
  return code === 'ku' || code === 'ar' ? code : 'en';
}

function money(amount: number, lang: PageLang): string {
  // SPEC §1: Kurdish and Arabic show Arabic-Indic digits.
  return `${new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'ar-IQ', { useGrouping: true }).format(amount)} IQD`;
}

/** What one local gateway page shows. */
export interface GatewayPage {
  provider: string;
  lang: PageLang;
  amount: number;
  orderRef: string;
  /** Integer IQD given back through the stand-in's refund API; shown when more than 0. */
  refunded?: number;
  /** Hidden fields the approve/decline form posts back; absent when the payment is closed. */
  form?: Record<string, string>;
  /** After a decision or for a closed payment: the outcome, and where to go next. */
  outcome?: 'approved' | 'declined' | 'closed' | 'refunded';
  next?: string;
}

/**
 * A local gateway's customer page: plain HTML, no script, the warning in en/ku/ar, labelled
 * approve and decline buttons, right to left for ku and ar.
 */
export function gatewayPage(page: GatewayPage, publicOrigin: string): Response {
  const t = TEXTS[page.lang];
  const dir = page.lang === 'en' ? 'ltr' : 'rtl';
  const title = t.pay.replace('{provider}', page.provider);
  const banner = LANGUAGES.map((lang) => `<p lang="${lang}" dir="${lang === 'en' ? 'ltr' : 'rtl'}">${escape(LOCAL_BANNER[lang])}</p>`).join('');
  const fields = page.form
    ? Object.entries(page.form)
        .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
        .join('')
    : '';
  const body = page.form
    ? `<form method="post">${fields}<button type="submit" name="decision" value="approve">${t.approve}</button><button type="submit" name="decision" value="decline">${t.decline}</button></form>`
    : `<p role="status">${escape(page.outcome ? t[page.outcome] : t.closed)}</p>${page.next ? `<p><a href="${escape(page.next)}">${t.back}</a></p>` : ''}`;
  const html = `<!doctype html><html lang="${page.lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>${CSS}</style></head><body><main><section class="banner" aria-label="${escape(LOCAL_BANNER[page.lang])}">${banner}</section><h1>${escape(title)}</h1><dl><dt>${t.amount}</dt><dd>${escape(money(page.amount, page.lang))}</dd><dt>${t.order}</dt><dd>${escape(page.orderRef)}</dd>${page.refunded ? `<dt>${t.refundedAmount}</dt><dd>${escape(money(page.refunded, page.lang))}</dd>` : ''}</dl>${body}</main></body></html>`;
  return new Response(html, {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-security-policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self' ${publicOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    },
  });
}

/** Reads the approve/decline form a local gateway page posted. */
export async function readDecision(request: Request): Promise<{ decision: 'approve' | 'decline' | undefined; form: URLSearchParams }> {
  const form = new URLSearchParams(await request.text());
  const decision = form.get('decision');
  return { decision: decision === 'approve' || decision === 'decline' ? decision : undefined, form };
}
