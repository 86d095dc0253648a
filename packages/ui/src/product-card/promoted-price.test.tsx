import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/preact';
import { catalogueMessages, createTranslator, formatPrice, loadMessages, textDirection, type Lang, type Translate } from '@candleshop/core';
import { I18nProvider } from '../i18n/i18n-context.js';
import { ProductCard } from './product-card.js';
import { PromotedPrice, type ShownPromotion } from './promoted-price.js';

// Issue 35 item 4: a promoted price, struck and reduced, in each language's digits and words.

const translators = {} as Record<Lang, Translate>;
beforeAll(async () => {
  for (const lang of ['en', 'ku', 'ar'] as const) translators[lang] = createTranslator(lang, await loadMessages(lang, [catalogueMessages]));
});
afterEach(cleanup);

const shown = (lang: Lang, price: number, promotion?: ShownPromotion | null) =>
  render(
    <I18nProvider value={{ lang, dir: textDirection(lang), t: translators[lang] }}>
      <p>
        <PromotedPrice price={price} promotion={promotion} />
      </p>
    </I18nProvider>,
  ).container;

describe('PromotedPrice', () => {
  it('strikes the listed price and shows the reduced one, read aloud as one sentence', () => {
    const view = shown('en', 20_000, { was: 20_000, price: 17_000 });
    expect(view.querySelector('s')!.textContent).toBe(formatPrice(20_000, 'en'));
    expect(view.querySelector('s')!.getAttribute('aria-hidden')).toBe('true');
    expect(view.querySelector('.visually-hidden')!.textContent).toBe(`Was ${formatPrice(20_000, 'en')}, now ${formatPrice(17_000, 'en')}`);
    expect(view.textContent).toContain(formatPrice(17_000, 'en'));
  });

  it('speaks Kurdish and Arabic with Arabic-Indic digits', () => {
    const ar = shown('ar', 20_000, { was: 20_000, price: 17_000 });
    expect(ar.querySelector('.visually-hidden')!.textContent).toBe(`كان ${formatPrice(20_000, 'ar')}، والآن ${formatPrice(17_000, 'ar')}`);
    expect(ar.querySelector('s')!.textContent).toMatch(/[٠-٩]/);
    expect(ar.textContent).not.toMatch(/[0-9]/);
    const ku = shown('ku', 20_000, { was: 20_000, price: 17_000 });
    expect(ku.querySelector('.visually-hidden')!.textContent).toBe(`پێشتر ${formatPrice(20_000, 'ku')}، ئێستا ${formatPrice(17_000, 'ku')}`);
  });

  it('shows a price plainly without a promotion, or when the promotion priced another one (another size)', () => {
    for (const promotion of [null, undefined, { was: 30_000, price: 27_000 }]) {
      const view = shown('en', 20_000, promotion);
      expect(view.querySelector('s')).toBeNull();
      expect(view.textContent).toBe(formatPrice(20_000, 'en'));
    }
  });
});

describe('ProductCard under a promotion', () => {
  it('shows the struck and reduced price the server gave in the card', () => {
    const product = { id: '4', new: false, rating: 4, ratings: 2, details: { title: 'Amber', image: '/a.jpg', price: 12_000 }, sizes: [], promotion: { was: 12_000, price: 9_000 } };
    const view = render(
      <I18nProvider value={{ lang: 'en', dir: 'ltr', t: translators.en }}>
        <ProductCard product={product} href="/products/4" />
      </I18nProvider>,
    ).container;
    const price = view.querySelector('.card-price')!;
    expect(price.querySelector('s')!.textContent).toBe(formatPrice(12_000, 'en'));
    expect(price.textContent).toContain(`Was ${formatPrice(12_000, 'en')}, now ${formatPrice(9_000, 'en')}`);
  });
});
