import { describe, expect, it } from 'vitest';
import { LOCAL_TICKET_SIGNING_KEY } from './auth/ticket-key.js';
import { readConfig } from './config.js';
import { checkProductionStart, productionProblems, readDemoSwitch } from './production-check.js';

/** Everything a real production start needs. */
const REAL = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://candles.example',
  ALLOWED_ORIGINS: 'https://candles.example',
  RECAPTCHA_SECRET: 'secret',
  RECAPTCHA_SITE_KEY: 'site',
  SMTP_URL: 'smtps://mail.example',
  STAFF_SECRET_KEY: 'a-staff-key-of-our-own-with-32-characters',
  TICKET_SIGNING_KEY: 'kKqpICt5QTJUjhvquh9nP9pZRrgSrc5GHurxNGPBU60',
  TRUSTED_PROXIES: '127.0.0.1',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_ACCESS_TOKEN: 'EAA-system-user-token',
};

describe('the production start', () => {
  it('starts with real settings, and says nothing', () => {
    expect(productionProblems(REAL)).toEqual({ refusals: [], standIns: [] });
    expect(checkProductionStart(REAL, true)).toEqual({ start: true, lines: [] });
  });

  it('names each missing setting on a line of its own', () => {
    const { start, lines } = checkProductionStart({ NODE_ENV: 'production' }, true);
    expect(start).toBe(false);
    expect(lines).toEqual([
      "candleshop: refusing to start: PUBLIC_URL: expected the shop's public https:// address, got nothing (links, cookies and payment returns would name http://localhost)",
      "candleshop: refusing to start: ALLOWED_ORIGINS: expected the origins allowed to call with cookies (at least the shop's own), got nothing (the default also trusts http://localhost:<PORT+1>)",
      'candleshop: refusing to start: RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY: expected the human check\'s keys, got nothing (the local stand-in accepts the public token "local-unverified")',
      'candleshop: refusing to start: SMTP_URL: expected smtp:// or smtps://, got nothing (mail would stay in the local outbox)',
      'candleshop: refusing to start: WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN: expected the WhatsApp Business Cloud API settings, got nothing (confirmation texts would stay in the local text outbox)',
      'candleshop: refusing to start: STAFF_SECRET_KEY: expected a key of your own (32 characters or more), got nothing (no staff member could sign in to the back office)',
      'candleshop: refusing to start: TICKET_SIGNING_KEY: expected a key of your own (32 bytes in base64url), got nothing (ticket codes would be signed with the published development key, so anyone could forge one)',
      'candleshop: production needs the settings above (README "Running in production"); for a demo or staging run set SHOP_DEMO=on',
    ]);
  });

  it('refuses an http or loopback PUBLIC_URL', () => {
    expect(productionProblems({ ...REAL, PUBLIC_URL: 'http://candles.example' }).standIns).toEqual(['PUBLIC_URL: expected an https:// address, got "http://candles.example" (the session cookie would not be Secure)']);
    expect(productionProblems({ ...REAL, PUBLIC_URL: 'https://127.0.0.1:8443' }).standIns).toEqual(['PUBLIC_URL: expected the shop\'s public host, got the loopback "127.0.0.1"']);
  });

  it('refuses the local gateways, and credentials without their production address', () => {
    const { standIns } = productionProblems({
      ...REAL,
      PAYMENTS_LOCAL_GATEWAYS: 'true',
      ZAINCASH_MERCHANT_ID: 'm',
      ZAINCASH_SECRET: 's',
      ZAINCASH_MSISDN: '964',
      NASSPAY_USERNAME: 'u',
      NASSPAY_PASSWORD: 'p',
      NASSPAY_PIN: '1',
      NASSPAY_BASIC_TOKEN: 'b',
      NASSPAY_BASE_URL: 'https://nass.example',
    });
    expect(standIns).toEqual([
      'PAYMENTS_LOCAL_GATEWAYS: expected false or nothing, got "true" (the local test gateways approve payments without money)',
      "ZAINCASH_BASE_URL: expected zaincash's production address, got nothing (the default is the sandbox https://test.zaincash.iq, whose test money would count as paid)",
      "NASSPAY_CHECKOUT_URL: expected nasspay's production address, got nothing (the default is the sandbox https://uatcheckout1.nasswallet.com, whose test money would count as paid)",
    ]);
    // A provider without credentials is simply unavailable in production (payments/config.ts).
    expect(productionProblems({ ...REAL, FIB_CLIENT_ID: 'only-half' }).standIns).toEqual([]);
  });

  it('refuses published development keys and an unshared upload key between instances', () => {
    expect(productionProblems({ ...REAL, STAFF_SECRET_KEY: 'candleshop-local-staff-secret-key-not-for-production', DATABASE_URL: 'postgres://db/shop' }).standIns).toEqual([
      'STAFF_SECRET_KEY: expected a key of your own, got the published development key',
      'UPLOAD_SECRET: expected 32 characters or more shared by every instance, got nothing (each process would sign uploads with its own random key)',
    ]);
    expect(productionProblems({ ...REAL, DATABASE_URL: 'postgres://db/shop', UPLOAD_SECRET: 'x'.repeat(32) }).standIns).toEqual([]);
    // Issue 27: a forgeable ticket key is refused like the staff key.
    expect(productionProblems({ ...REAL, TICKET_SIGNING_KEY: LOCAL_TICKET_SIGNING_KEY }).standIns).toEqual(['TICKET_SIGNING_KEY: expected a key of your own, got the published development key']);
  });

  it('starts a demo with SHOP_DEMO=on and says loudly which stand-ins run', () => {
    const { start, lines } = checkProductionStart({ NODE_ENV: 'production', SHOP_DEMO: 'on', PUBLIC_URL: 'http://localhost:8080' }, true);
    expect(start).toBe(true);
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe('candleshop: DEMO (SHOP_DEMO=on), NOT FOR REAL CUSTOMERS: PUBLIC_URL: expected an https:// address, got "http://localhost:8080" (the session cookie would not be Secure)');
    expect(lines.every((line) => line.startsWith('candleshop: DEMO (SHOP_DEMO=on), NOT FOR REAL CUSTOMERS: '))).toBe(true);
  });

  it('refuses to text customers through the local outbox (issue 28 item 1)', () => {
    const { WHATSAPP_ACCESS_TOKEN: _, ...withoutToken } = REAL;
    expect(productionProblems(withoutToken).standIns).toEqual([
      'WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN: expected the WhatsApp Business Cloud API settings, got nothing (confirmation texts would stay in the local text outbox)',
    ]);
    expect(checkProductionStart({ ...withoutToken, SHOP_DEMO: 'on' }, true).start).toBe(true);
  });

  it('never publishes the outbox on a public address, not even in a demo (SECURITY-REVIEW H2)', () => {
    const env = { ...REAL, SHOP_DEMO: 'on', MAIL_OUTBOX_PAGE: 'on' };
    expect(checkProductionStart(env, true)).toEqual({
      start: false,
      lines: [
        'candleshop: refusing to start: MAIL_OUTBOX_PAGE: expected off when PUBLIC_URL is a public address, got "on" (the page shows password-reset links)',
        'candleshop: production needs the settings above (README "Running in production")',
      ],
    });
    expect(checkProductionStart({ ...env, PUBLIC_URL: 'http://localhost:18300' }, true).start).toBe(true);
  });

  it('checks a public start without NODE_ENV as production (SECURITY-REVIEW-2 N1)', () => {
    const env = { PUBLIC_URL: 'https://candles.example' };
    const { start, lines } = checkProductionStart(env, readConfig(env).production);
    expect(start).toBe(false);
    expect(lines[0]).toBe('candleshop: PUBLIC_URL https://candles.example is beyond this machine, so this start is checked as production (NODE_ENV is unset)');
    expect(lines).toContain('candleshop: refusing to start: STAFF_SECRET_KEY: expected a key of your own (32 characters or more), got nothing (no staff member could sign in to the back office)');
    // The demo switch then runs the production checks' demo path, said loudly.
    const demo = checkProductionStart({ ...env, NODE_ENV: 'staging', SHOP_DEMO: 'on' }, true);
    expect(demo.start).toBe(true);
    expect(demo.lines[0]).toBe('candleshop: PUBLIC_URL https://candles.example is beyond this machine, so this start is checked as production (NODE_ENV is "staging")');
    expect(demo.lines.slice(1).every((line) => line.startsWith('candleshop: DEMO (SHOP_DEMO=on), NOT FOR REAL CUSTOMERS: '))).toBe(true);
    const { NODE_ENV: _, ...realWithoutNodeEnv } = REAL;
    expect(checkProductionStart(realWithoutNodeEnv, readConfig(realWithoutNodeEnv).production).start).toBe(true);
  });

  it('expects the TLS proxy in TRUSTED_PROXIES when PUBLIC_URL is https (SECURITY-REVIEW M10, SECURITY-REVIEW-2 N4)', () => {
    const { TRUSTED_PROXIES: _, ...withoutProxies } = REAL;
    expect(productionProblems(withoutProxies).standIns).toEqual([
      'TRUSTED_PROXIES: expected the address of the proxy that ends TLS for https://candles.example, got nothing (every visitor would share its address for the per-address limits)',
    ]);
  });

  it('checks nothing outside production, and reads the switch strictly', () => {
    expect(checkProductionStart({}, false)).toEqual({ start: true, lines: [] });
    expect(readDemoSwitch({ SHOP_DEMO: '' })).toBe(false);
    expect(readDemoSwitch({ SHOP_DEMO: 'off' })).toBe(false);
    expect(() => readDemoSwitch({ SHOP_DEMO: 'yes' })).toThrow('SHOP_DEMO must be on or off, got "yes"');
  });
});
