import { describe, expect, it } from 'vitest';
import { languageMessages } from './resources-for-tests.js';
import { createTranslator } from './translate.js';

// Issue 36 item 2: Arabic counts a noun in six forms (one, two, 3-10 plural, 11-99 singular with
// tanwin, 100 singular), where the resources said "بقي ٢٠ مقاعد" and "لـ ٢ أشخاص".
describe('Arabic counted phrases', () => {
  const t = createTranslator('ar', languageMessages('ar'));
  const counted = (key: string, extra: Record<string, string> = {}) => [1, 2, 3, 11, 100].map((count) => t(key, { count, ...extra }));

  it('counts seats left', () => {
    expect(counted('tickets.seatsLeft')).toEqual(['بقي مقعد واحد', 'بقي مقعدان', 'بقيت ٣ مقاعد', 'بقي ١١ مقعدًا', 'بقي ١٠٠ مقعد']);
  });

  it('counts the people a tier is for, and says a range without a noun to agree with', () => {
    expect(counted('tickets.tierExact').slice(1)).toEqual(['لشخصين', 'لـ ٣ أشخاص', 'لـ ١١ شخصًا', 'لـ ١٠٠ شخص']);
    expect(t('tickets.tierRange', { min: 2, max: 12 })).toBe('الأشخاص: ٢ إلى ١٢');
  });

  it('counts months, stars and search results', () => {
    expect(counted('subscriptions.months')).toEqual(['شهر واحد', 'شهران', '٣ أشهر', '١١ شهرًا', '١٠٠ شهر']);
    expect(counted('writeReview.star').slice(0, 3)).toEqual(['نجمة واحدة', 'نجمتان', '٣ نجوم']);
    expect(counted('searchPage.results', { keyword: 'ورد' }).slice(1, 4)).toEqual(['نتيجتان لـ «ورد»', '٣ نتائج لـ «ورد»', '١١ نتيجة لـ «ورد»']);
  });

  // The grammar pass over the resources (issue 36 item 2): every counted phrase through the plural helper.
  it('counts order lines, candles, held seats and a message limit', () => {
    // An order line's count follows a label, with no noun to agree with: one form is right for all.
    expect(counted('orderPage.each', { price: '١٠٠ د.ع' })).toEqual(['العدد ١ × ١٠٠ د.ع', 'العدد ٢ × ١٠٠ د.ع', 'العدد ٣ × ١٠٠ د.ع', 'العدد ١١ × ١٠٠ د.ع', 'العدد ١٠٠ × ١٠٠ د.ع']);
    // White-label quantities are 50 to 10 000: the 11-99 and 100+ forms.
    expect([50, 200].map((count) => t('whitelabel.total', { count }))).toEqual(['المجموع لـ ٥٠ شمعةً', 'المجموع لـ ٢٠٠ شمعة']);
    expect(t('whitelabel.sentText', { count: 50, total: 'x' })).toMatch(/^استلمنا طلبك لـ ٥٠ شمعةً /);
    expect([1, 2, 11].map((count) => t('waitlist.held.body', { count, people: count, date: 'د', time: 'و' }))).toEqual(['١', '٢', '١١'].map((n) => `المقاعد المحجوزة لك: ${n}، حتى د الساعة و بتوقيت بغداد.`));
    expect(t('giftCardPage.send.messageHint', { count: 300, max: '٣٠٠' })).toBe('٣٠٠ حرف على الأكثر.');
  });

  // A count after a colon needs no agreement: one form reads right for every number (and costs
  // every page fewer bytes, as the storefront loads the back office's texts too).
  it('says the back office’s seats, partner sales and products running out after a colon', () => {
    const seats = (key: string, count: number) => t(key, { count, sold: 4, taken: 4, seats: count });
    expect([2, 8, 12, 100].map((count) => seats('admin.dashboard.seatsSold', count))).toEqual(['المقاعد المباعة: ٤ من ٢', 'المقاعد المباعة: ٤ من ٨', 'المقاعد المباعة: ٤ من ١٢', 'المقاعد المباعة: ٤ من ١٠٠']);
    expect(seats('admin.workshops.seatsTaken', 12)).toBe('المقاعد المحجوزة: ٤ من ١٢');
    expect(t('admin.partners.report.totals', { count: 1, sales: '١', total: 'x', commission: 'y' })).toBe('كل الشركاء: عدد المبيعات ١ بقيمة x، والعمولة y.');
    expect(t('admin.dashboard.runningOutAll', { count: 7, n: '٧' })).toBe('عدد المنتجات في المجموع: ٧');
  });
});

describe('English counted phrases', () => {
  const t = createTranslator('en', languageMessages('en'));

  it('says one seat and one sale, never "1 seats"', () => {
    expect(t('waitlist.held.body', { count: 1, people: 1, date: 'd', time: 't' })).toBe('1 seat is held for you until d at t, Baghdad time.');
    expect(t('admin.dashboard.seatsSold', { count: 1, sold: 0, seats: 1 })).toBe('0 of 1 seat sold');
    expect(t('admin.partners.report.totals', { count: 1, sales: 1, total: 'x', commission: 'y' })).toBe('All partners: 1 sale worth x, commission y.');
    expect(t('whitelabel.total', { count: 60 })).toBe('Total for 60 candles');
  });
});
