import { afterEach, describe, expect, it, vi } from 'vitest';
import { shared } from './registry.js';

describe('shared', () => {
  afterEach(() => vi.resetModules());

  it('returns one instance per name on the page', () => {
    const first = shared('test.one', () => ({ id: 1 }));
    expect(shared('test.one', () => ({ id: 2 }))).toBe(first);
  });

  it('is shared by separately loaded copies of core', async () => {
    const copyA = await import('./registry.js?copy=a' as string);
    const copyB = await import('./registry.js?copy=b' as string);
    const made = copyA.shared('test.two', () => ({}));
    expect(copyB.shared('test.two', () => ({ other: true }))).toBe(made);
  });
});
