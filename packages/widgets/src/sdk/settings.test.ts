import { describe, expect, it } from 'vitest';
import { readSettings } from './settings.js';

const LOADER = 'https://shop.example/sdk/candleshop.js';

describe('readSettings', () => {
  it('defaults to the loader origin', () => {
    expect(readSettings({}, LOADER)).toEqual({ endpoint: 'https://shop.example/graphql', storefront: 'https://shop.example' });
  });

  it('reads endpoint, language and storefront', () => {
    expect(readSettings({ endpoint: 'https://api.example/graphql', lang: 'ar', storefront: 'https://candles.example/' }, LOADER)).toEqual({
      endpoint: 'https://api.example/graphql',
      lang: 'ar',
      storefront: 'https://candles.example',
    });
  });

  it('resolves a root path against the loader origin', () => {
    expect(readSettings({ endpoint: '/api/graphql' }, LOADER).endpoint).toBe('https://shop.example/api/graphql');
  });

  it('offers FastPay only when data-fastpay is on', () => {
    expect(readSettings({ fastpay: 'on' }, LOADER).fastpay).toBe(true);
    expect(readSettings({ fastpay: 'off' }, LOADER).fastpay).toBeUndefined();
  });

  it('reads the partner key from data-partner (issue 26)', () => {
    expect(readSettings({ partner: 'demo-partner' }, LOADER).partner).toBe('demo-partner');
    expect(readSettings({}, LOADER).partner).toBeUndefined();
    expect(() => readSettings({ partner: 'demo partner' }, LOADER)).toThrow('candleshop: data-partner: expected a partner key, got "demo partner"');
  });

  it('says what it expected and what it got', () => {
    expect(() => readSettings({ endpoint: 'shop' }, LOADER)).toThrow('candleshop: data-endpoint: expected an absolute http(s) URL or a path starting with "/", got "shop"');
    expect(() => readSettings({ endpoint: 'javascript:alert(1)' }, LOADER)).toThrow('data-endpoint');
    expect(() => readSettings({ lang: 'fr' }, LOADER)).toThrow('candleshop: data-lang: expected one of en, ku, ar, got "fr"');
    expect(() => readSettings({ storefront: 'candles.example' }, LOADER)).toThrow('candleshop: data-storefront: expected');
  });
});
