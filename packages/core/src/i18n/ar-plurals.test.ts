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
});
