import { describe, expect, it } from 'vitest';
import { settingsFromOptions } from './options.js';

const PAGE = 'https://partner.example/shop/';

describe('settingsFromOptions', () => {
  it('takes the endpoint and defaults the storefront to its origin', () => {
    expect(settingsFromOptions({ endpoint: 'https://shop.example/graphql' }, PAGE)).toEqual({
      endpoint: 'https://shop.example/graphql',
      storefront: 'https://shop.example',
    });
  });

  it('takes the same settings as the loader', () => {
    expect(settingsFromOptions({ endpoint: 'https://api.example/graphql', lang: 'ku', storefront: 'https://candles.example/', fastpay: true }, PAGE)).toEqual({
      endpoint: 'https://api.example/graphql',
      lang: 'ku',
      storefront: 'https://candles.example',
      fastpay: true,
    });
    expect(settingsFromOptions({ endpoint: 'https://api.example/graphql', fastpay: false }, PAGE).fastpay).toBeUndefined();
  });

  it('takes the partner key (issue 26) and refuses one that is not a key', () => {
    expect(settingsFromOptions({ endpoint: '/graphql', partner: 'demo-partner' }, PAGE).partner).toBe('demo-partner');
    expect(() => settingsFromOptions({ endpoint: '/graphql', partner: 'two words' }, PAGE)).toThrow('candleshop: options.partner: expected a partner key, got "two words"');
    expect(() => settingsFromOptions({ endpoint: '/graphql', partner: 7 }, PAGE)).toThrow('candleshop: options.partner: expected a partner key');
  });

  it("resolves a path against the page's origin", () => {
    expect(settingsFromOptions({ endpoint: '/graphql' }, PAGE)).toEqual({ endpoint: 'https://partner.example/graphql', storefront: 'https://partner.example' });
  });

  it('says what it expected and what it got', () => {
    const check = (options: unknown) => () => settingsFromOptions(options, PAGE);
    expect(check(undefined)).toThrow('candleshop: options: expected an object such as { endpoint: "https://shop.example/graphql" }, got undefined');
    expect(check('https://shop.example/graphql')).toThrow('candleshop: options: expected an object');
    expect(check({})).toThrow('candleshop: options.endpoint: expected an absolute http(s) URL or a path starting with "/", got undefined');
    expect(check({ endpoint: 'shop.example' })).toThrow('candleshop: options.endpoint: expected an absolute http(s) URL or a path starting with "/", got "shop.example"');
    expect(check({ endpoint: 'javascript:alert(1)' })).toThrow(TypeError);
    expect(check({ endpoint: '/graphql', lang: 'fr' })).toThrow('candleshop: options.lang: expected one of en, ku, ar, got "fr"');
    expect(check({ endpoint: '/graphql', storefront: 42 })).toThrow('candleshop: options.storefront: expected an absolute http(s) URL or a path starting with "/", got 42');
    expect(check({ endpoint: '/graphql', fastpay: 'on' })).toThrow('candleshop: options.fastpay: expected a boolean, got "on"');
    expect(check({ endpoint: '/graphql', language: 'ar' })).toThrow('candleshop: options: expected only endpoint, lang, storefront, fastpay, partner, got "language"');
  });
});
