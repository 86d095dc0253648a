import { shopDateTime } from '@candleshop/rules';
import { describe, expect, it } from 'vitest';

import { paginatorInfo } from './rules.js';

describe('paginatorInfo', () => {
  it('counts pages and says whether more follow', () => {
    expect(paginatorInfo(17, 1, 6, 6)).toEqual({ currentPage: 1, lastPage: 3, perPage: 6, total: 17, count: 6, hasMorePages: true });
    expect(paginatorInfo(17, 3, 6, 5)).toMatchObject({ lastPage: 3, count: 5, hasMorePages: false });
    expect(paginatorInfo(18, 3, 6, 6)).toMatchObject({ lastPage: 3, hasMorePages: false });
  });

  it('keeps one page when there is nothing, and no more pages past the end', () => {
    expect(paginatorInfo(0, 1, 6, 0)).toMatchObject({ lastPage: 1, count: 0, hasMorePages: false });
    expect(paginatorInfo(17, 9, 6, 0)).toMatchObject({ currentPage: 9, lastPage: 3, hasMorePages: false });
  });
});

describe('shopDateTime', () => {
  it('writes a moment in Baghdad time with its offset', () => {
    expect(shopDateTime(new Date('2026-12-05T14:00:00Z'))).toBe('2026-12-05T17:00:00+03:00');
  });

  it('moves to the next day after 21:00 UTC', () => {
    expect(shopDateTime(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01T01:30:00+03:00');
  });
});
