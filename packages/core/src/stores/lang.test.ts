import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('$lang', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('candleshop.registry.v1')];
  });

  it('defaults to English', async () => {
    const { $lang } = await import('./lang.js');
    expect($lang.get()).toBe('en');
  });

  it('reads and writes localStorage key lang', async () => {
    localStorage.setItem('lang', 'ku');
    const { $lang, setLang } = await import('./lang.js');
    expect($lang.get()).toBe('ku');
    setLang('ar');
    expect(localStorage.getItem('lang')).toBe('ar');
  });

  it('ignores an unknown stored language', async () => {
    localStorage.setItem('lang', 'fr');
    const { $lang } = await import('./lang.js');
    expect($lang.get()).toBe('en');
  });
});
