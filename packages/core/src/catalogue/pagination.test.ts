import { describe, expect, it } from 'vitest';
import { paginationWindow } from './pagination.js';

describe('paginationWindow', () => {
  it('lists every page up to five pages', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows first, last and neighbours with gaps above five pages', () => {
    expect(paginationWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  });

  it('keeps a steady length near either end', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(paginationWindow(10, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(paginationWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });

  it('never hides a single page behind a gap', () => {
    expect(paginationWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationWindow(5, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
  });

  it('clamps a page outside the range', () => {
    expect(paginationWindow(99, 10)).toEqual(paginationWindow(10, 10));
    expect(paginationWindow(0, 10)).toEqual(paginationWindow(1, 10));
  });
});
