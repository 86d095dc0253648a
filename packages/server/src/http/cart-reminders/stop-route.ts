import { isLang } from '@candleshop/rules';
import type { Lang } from '../../db/types.js';
import type { Services } from '../../services/index.js';
import { HTML_SECURITY_HEADERS, textResponse } from '../responses.js';

/** Where a cart reminder's stop link points: `/cart-reminders/stop/{token}?lang=…`. */
export const CART_REMINDER_STOP_PATH = '/cart-reminders/stop/';

const TEXTS: Record<Lang, { title: string; ask: string; button: string; done: string; unknown: string }> = {
  en: {
    title: 'Cart reminders',
    ask: 'Stop reminders of carts you leave at the candle shop?',
    button: 'Stop cart reminders',
    done: 'You will get no more cart reminders.',
    unknown: 'This link is not known.',
  },
  ku: {
    title: 'بیرخستنەوەی سەبەتە',
    ask: 'بیرخستنەوەی ئەو سەبەتانەی لە دوکانی مۆم بەجێیان دەهێڵیت بوەستێنیت؟',
    button: 'بیرخستنەوەی سەبەتە بوەستێنە',
    done: 'چیتر بیرخستنەوەی سەبەتەت بۆ نایەت.',
    unknown: 'ئەم بەستەرە نەناسراوە.',
  },
  ar: {
    title: 'تذكيرات السلة',
    ask: 'هل تريد إيقاف تذكيرات السلال التي تتركها في متجر الشموع؟',
    button: 'أوقف تذكيرات السلة',
    done: 'لن تصلك تذكيرات السلة بعد الآن.',
    unknown: 'هذا الرابط غير معروف.',
  },
};

function page(lang: Lang, body: string, status = 200): Response {
  const { title } = TEXTS[lang];
  const html = `<!doctype html>
<html lang="${lang === 'ku' ? 'ckb' : lang}" dir="${lang === 'en' ? 'ltr' : 'rtl'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#2b2420}button{font:inherit;padding:.6rem 1rem;background:#8a4b2a;color:#fff;border:0;border-radius:.4rem}</style></head>
<body><main><h1>${title}</h1>
${body}
</main></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', ...HTML_SECURITY_HEADERS } });
}

/**
 * The stop link (RFC 8058): a POST (a mail program's one-click `List-Unsubscribe=One-Click`, or
 * the page's button) stops the reminders without sign-in; a GET only shows the button, since mail
 * scanners open links and a read must never act.
 */
export async function serveCartReminderStop(services: Pick<Services, 'savedCarts'>, request: Request, pathname: string): Promise<Response> {
  const url = new URL(request.url);
  const asked = url.searchParams.get('lang');
  const lang: Lang = isLang(asked) ? asked : 'en';
  const token = pathname.slice(CART_REMINDER_STOP_PATH.length);
  const texts = TEXTS[lang];
  if (request.method === 'POST') {
    const stopped = await services.savedCarts.stop(token);
    return stopped ? page(lang, `<p role="status">${texts.done}</p>`) : page(lang, `<p>${texts.unknown}</p>`, 404);
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return textResponse(405, 'Method not allowed', { allow: 'GET, HEAD, POST' });
  const action = `${CART_REMINDER_STOP_PATH}${encodeURIComponent(token)}?lang=${lang}`;
  return page(lang, `<p>${texts.ask}</p>\n<form method="post" action="${action}"><button type="submit">${texts.button}</button></form>`);
}
