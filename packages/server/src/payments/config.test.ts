import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { readPaymentsConfig } from './config.js';

const URL = 'http://localhost:8080';

describe('payments settings', () => {
  it('serves every provider without credentials from its local gateway, with secrets made up at start', () => {
    const config = readPaymentsConfig({}, URL);
    expect(config.local).toEqual(['zaincash', 'fib', 'fastpay', 'nasspay']);
    expect(config.unavailable).toEqual([]);
    expect(config.zaincash.baseUrl).toBe(`${URL}/payments/local/zaincash`);
    expect(config.fib.baseUrl).toBe(`${URL}/payments/local/fib`);
    expect(config.fastpay).toMatchObject({ baseUrl: `${URL}/payments/local/fastpay`, enabled: true });
    expect(config.nasspay).toMatchObject({ baseUrl: `${URL}/payments/local/nasspay`, checkoutUrl: `${URL}/payments/local/nasspay/checkout` });
    expect(config.zaincash.secret).toMatch(/^[a-f0-9]{64}$/);
    expect(readPaymentsConfig({}, URL).zaincash.secret).not.toBe(config.zaincash.secret);
  });

  it('uses the production adapters with credentials, on the configured base URLs', () => {
    const config = readPaymentsConfig(
      {
        ZAINCASH_MERCHANT_ID: 'm',
        ZAINCASH_SECRET: 's',
        ZAINCASH_MSISDN: '9647800000000',
        ZAINCASH_BASE_URL: 'https://api.zaincash.example/',
        FIB_CLIENT_ID: 'c',
        FIB_CLIENT_SECRET: 'cs',
        FASTPAY_STORE_ID: 'st',
        FASTPAY_STORE_PASSWORD: 'pw',
        FASTPAY_ENABLED: 'false',
        NASSPAY_USERNAME: 'u',
        NASSPAY_PASSWORD: 'p',
        NASSPAY_PIN: '1',
        NASSPAY_BASIC_TOKEN: 'b',
        NASSPAY_CHECKOUT_URL: 'https://checkout.nass.example',
      },
      URL,
    );
    expect(config.local).toEqual([]);
    expect(config.zaincash).toEqual({ merchantId: 'm', secret: 's', msisdn: '9647800000000', baseUrl: 'https://api.zaincash.example' });
    expect(config.fib.baseUrl).toMatch(/^https:\/\//);
    expect(config.fastpay.enabled).toBe(false);
    expect(config.unavailable).toEqual(['fastpay']);
    expect(config.nasspay.checkoutUrl).toBe('https://checkout.nass.example');
  });

  it('refuses stand-ins on a real production address unless told, and bad values', () => {
    const production = readPaymentsConfig({ NODE_ENV: 'production' }, 'https://shop.example');
    expect(production.local).toEqual([]);
    expect(production.unavailable).toEqual(['zaincash', 'fib', 'fastpay', 'nasspay']);
    expect(production.fastpay.enabled).toBe(false);
    expect(readPaymentsConfig({ NODE_ENV: 'production', PAYMENTS_LOCAL_GATEWAYS: 'true' }, 'https://shop.example').local).toHaveLength(4);
    // SECURITY-REVIEW H3: a loopback PUBLIC_URL is no longer a licence; only the demo switch is.
    expect(readPaymentsConfig({ NODE_ENV: 'production' }, 'http://localhost:18140').local).toEqual([]);
    expect(readPaymentsConfig({ NODE_ENV: 'production' }, 'http://localhost:18140').unavailable).toHaveLength(4);
    expect(readPaymentsConfig({ NODE_ENV: 'production', SHOP_DEMO: 'on' }, 'http://localhost:18140').local).toHaveLength(4);
    // SECURITY-REVIEW-2 N1: a public start without NODE_ENV is production as readConfig decides it.
    expect(readPaymentsConfig({}, 'https://shop.example', readConfig({ PUBLIC_URL: 'https://shop.example' }).production).local).toEqual([]);
    expect(() => readPaymentsConfig({ FIB_CLIENT_ID: 'c', FIB_CLIENT_SECRET: 's', FIB_BASE_URL: 'fib.iq' }, URL)).toThrow('FIB_BASE_URL must be an absolute http(s) URL, got "fib.iq"');
    expect(() => readPaymentsConfig({ FASTPAY_ENABLED: 'yes' }, URL)).toThrow('FASTPAY_ENABLED must be true or false, got "yes"');
  });
});
