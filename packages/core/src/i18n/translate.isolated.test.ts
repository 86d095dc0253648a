import { describe, expect, it, vi } from 'vitest';
import { createTranslator, type Messages } from './translate.js';
import en from './resources/en.js';
import ku from './resources/ku.js';
import ar from './resources/ar.js';
import { loadMessages, type MessageArea } from './messages.js';
import { buyingMessages } from './areas/buying.js';
import { checkoutMessages } from './areas/checkout.js';
import { AREA_RESOURCES } from './resources-for-tests.js';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`.replace(PLURAL, '')] : keys(value, `${prefix}${key}.`)));
}

describe('message resources', () => {
  for (const [area, { en, ku, ar }] of Object.entries(AREA_RESOURCES)) {
    it(`have the same keys in en, ku and ar (${area})`, () => {
      const english = new Set(keys(en));
      expect(new Set(keys(ku))).toEqual(english);
      expect(new Set(keys(ar))).toEqual(english);
    });

    it(`give every plural in ku and ar an other form (${area})`, () => {
      for (const messages of [en, ku, ar]) {
        const all = JSON.stringify(messages);
        for (const match of all.matchAll(/"(\w+)_one"/g)) expect(all).toContain(`"${match[1]}_other"`);
      }
    });
  }
});

describe('loadMessages', () => {
  it('loads one language at a time, without any area unless asked', async () => {
    expect(await loadMessages('ar')).toBe(ar);
    expect(await loadMessages('ku')).toBe(ku);
    expect(await loadMessages('en')).not.toHaveProperty('cartView');
  });

  it('merges the areas asked for into the shop-wide messages', async () => {
    const messages = await loadMessages('ar', [buyingMessages, checkoutMessages]);
    expect(messages).toEqual({ ...ar, ...AREA_RESOURCES.buying.ar, ...AREA_RESOURCES.checkout.ar });
    expect(messages).not.toHaveProperty('signIn');
    expect(createTranslator('ar', messages)('cartView.heading')).toBe((AREA_RESOURCES.buying.ar.cartView as Messages).heading);
  });

  it('downloads each area once a language, and again after a failure', async () => {
    const load = vi
      .fn<MessageArea['load']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: { extra: { text: 'Extra' } } });
    const area: MessageArea = { name: 'account', load };
    await expect(loadMessages('en', [area])).rejects.toThrow('offline');
    expect(await loadMessages('en', [area])).toMatchObject({ common: { loading: 'Loading…' }, extra: { text: 'Extra' } });
    await loadMessages('en', [area]);
    await loadMessages('ku', [area]);
    expect(load.mock.calls).toEqual([['en'], ['en'], ['ku']]);
  });
});

describe('createTranslator', () => {
  // The listing's texts (catalogue area) have slots and plurals.
  const listing = AREA_RESOURCES.catalogue;

  it('fills slots and writes numbers in the language digits', () => {
    expect(createTranslator('en', listing.en)('pagination.page', { page: 12 })).toBe('Page 12');
    expect(createTranslator('ar', listing.ar)('pagination.page', { page: 12 })).toBe('الصفحة ١٢');
    expect(createTranslator('ku', listing.ku)('pagination.page', { page: 3 })).toBe('پەڕەی ٣');
  });

  it('picks the plural form of the language', () => {
    const t = createTranslator('en', listing.en);
    expect(t('product.reviews', { count: 1 })).toBe('1 review');
    expect(t('product.reviews', { count: 4 })).toBe('4 reviews');
    const tAr = createTranslator('ar', listing.ar);
    expect(tAr('product.reviews', { count: 2 })).toBe('مراجعتان');
    expect(tAr('product.reviews', { count: 5 })).toBe('٥ مراجعات');
    expect(tAr('product.reviews', { count: 11 })).toBe('١١ مراجعة');
  });

  it('returns the key when a message is missing', () => {
    expect(createTranslator('en', en)('nope.missing')).toBe('nope.missing');
  });
});
