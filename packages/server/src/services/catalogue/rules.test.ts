import { describe, expect, it } from 'vitest';
import { absoluteUrl, formatReviewDate, paginate, roundRating } from './rules.js';

describe('catalogue rules', () => {
  it('paginates with at least one page', () => {
    expect(paginate(0, 1, 12)).toEqual({ current: 1, prev: null, next: null, pages: 1, total: 0 });
    expect(paginate(45, 2, 12)).toEqual({ current: 2, prev: 1, next: 3, pages: 4, total: 45 });
    expect(paginate(45, 4, 12)).toEqual({ current: 4, prev: 3, next: null, pages: 4, total: 45 });
  });

  it('points prev at the last page when past the end', () => {
    expect(paginate(45, 9, 12)).toEqual({ current: 9, prev: 4, next: null, pages: 4, total: 45 });
  });

  it('rounds ratings to one decimal and gives 0 without reviews', () => {
    expect(roundRating(null)).toBe(0);
    expect(roundRating(4.25)).toBe(4.3);
    expect(roundRating(3)).toBe(3);
  });

  it('formats review dates as day,month,year in Baghdad time', () => {
    expect(formatReviewDate(new Date('2026-11-22T10:00:00Z'))).toBe('22,11,2026');
    expect(formatReviewDate(new Date('2026-03-04T22:30:00Z'))).toBe('5,3,2026');
  });

  it('makes paths absolute', () => {
    expect(absoluteUrl('http://shop.test', '/media/a.svg')).toBe('http://shop.test/media/a.svg');
    expect(absoluteUrl('http://shop.test', null)).toBeNull();
    expect(absoluteUrl('http://shop.test', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});
