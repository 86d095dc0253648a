import { describe, expect, it } from 'vitest';
import { changeShopFilter, parseShopFilter, shopFilterEntries, toFilterInput } from './shop-filter.js';

const query = (text: string) => new URLSearchParams(text);

describe('parseShopFilter', () => {
  it('reads every value of the shop query', () => {
    expect(parseShopFilter(query('section=candles&category=3&collection=2&size=1&color=4&page=2'))).toEqual({
      section: 'candles',
      category: '3',
      collection: '2',
      size: '1',
      color: '4',
      page: 2,
    });
  });

  it('falls back to all sections and page 1', () => {
    expect(parseShopFilter(query(''))).toEqual({ section: 'all', page: 1 });
  });

  it('drops values that are not valid', () => {
    expect(parseShopFilter(query('section=shoes&color=red&size=-1&page=0'))).toEqual({ section: 'all', page: 1 });
    expect(parseShopFilter(query('page=2.5&collection=1e3')).page).toBe(1);
  });
});

describe('changeShopFilter', () => {
  it('resets the page when a filter changes', () => {
    expect(changeShopFilter({ section: 'all', page: 4 }, { color: '2' })).toEqual({ section: 'all', color: '2', page: 1 });
  });

  it('clears the sub-category when the section changes', () => {
    const next = changeShopFilter({ section: 'candles', category: '3', color: '1', page: 2 }, { section: 'giftsets' });
    expect(next).toEqual({ section: 'giftsets', color: '1', page: 1 });
  });

  it('removes a filter set to nothing', () => {
    expect(changeShopFilter({ section: 'all', size: '2', page: 1 }, { size: undefined })).toEqual({ section: 'all', page: 1 });
  });
});

describe('shopFilterEntries', () => {
  it('leaves out defaults and round-trips', () => {
    const filter = { section: 'accessories' as const, collection: '5', page: 3 };
    const entries = shopFilterEntries(filter);
    expect(entries).toEqual([
      ['section', 'accessories'],
      ['collection', '5'],
      ['page', '3'],
    ]);
    expect(parseShopFilter(new URLSearchParams(entries))).toEqual(filter);
    expect(shopFilterEntries({ section: 'all', page: 1 })).toEqual([]);
  });
});

describe('toFilterInput', () => {
  it('maps the section to its category id and the category to the sub-category', () => {
    expect(toFilterInput({ section: 'giftcards', category: '7', page: 1 })).toEqual({
      category: '3',
      sub_category: '7',
      collection: null,
      size: null,
      color: null,
    });
  });
});
