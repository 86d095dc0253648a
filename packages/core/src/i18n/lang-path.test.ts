import { describe, expect, it } from 'vitest';
import { localizedBase, localizedPath, splitLangPath } from './lang-path.js';

describe('language paths', () => {
  it('reads the language a path names', () => {
    expect(splitLangPath('/ar/shop')).toEqual({ lang: 'ar', path: '/shop' });
    expect(splitLangPath('/ku')).toEqual({ lang: 'ku', path: '/' });
    expect(splitLangPath('/ku?s=1')).toEqual({ lang: 'ku', path: '/?s=1' });
    expect(splitLangPath('/shop')).toEqual({ path: '/shop' });
    // Only a whole first segment names a language.
    expect(splitLangPath('/area/arts')).toEqual({ path: '/area/arts' });
    expect(splitLangPath('/en/shop')).toEqual({ path: '/en/shop' });
  });

  it('puts a path in a language, English without a prefix', () => {
    expect(localizedPath('/products/4?size=2', 'ku')).toBe('/ku/products/4?size=2');
    expect(localizedPath('/', 'ar')).toBe('/ar');
    expect(localizedPath('/?x=1', 'ar')).toBe('/ar?x=1');
    expect(localizedPath('/ar/shop', 'en')).toBe('/shop');
    expect(localizedPath('/ar/shop', 'ku')).toBe('/ku/shop');
    expect(localizedPath('/shop', 'en')).toBe('/shop');
  });

  it('leaves other addresses alone', () => {
    expect(localizedPath('https://example.com/x', 'ar')).toBe('https://example.com/x');
    expect(localizedPath('mailto:a@b.c', 'ar')).toBe('mailto:a@b.c');
    expect(localizedPath('//cdn.example/x', 'ar')).toBe('//cdn.example/x');
  });

  it('gives a storefront base in a language', () => {
    expect(localizedBase('https://shop.example/', 'ar')).toBe('https://shop.example/ar');
    expect(localizedBase('https://shop.example', 'en')).toBe('https://shop.example');
  });
});
