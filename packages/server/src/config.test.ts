import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

describe('readConfig', () => {
  it('has working local defaults', () => {
    expect(readConfig({})).toEqual({
      port: 8080,
      publicUrl: 'http://localhost:8080',
      dataDir: '.data',
      allowedOrigins: ['http://localhost:8080', 'http://localhost:8081', 'http://127.0.0.1:8081'],
      production: false,
      responseCacheTtlMs: 5000,
      shutdownTimeoutMs: 10_000,
      cartHandoff: { ttlMs: 30 * 60_000, perAddress: 30 },
      attributionDays: 30,
      sessionIdleHours: 72,
      confirmations: { linkDays: 3, callAfterHours: 12 },
      cartReminders: { afterHours: 3 },
      plans: { noticeDays: 3 },
    });
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '3000',
      PUBLIC_URL: 'https://candles.example/',
      DATABASE_URL: 'postgres://shop@db/shop',
      DATA_DIR: '/var/lib/shop',
      ALLOWED_ORIGINS: 'https://candles.example, https://partner.example',
      NODE_ENV: 'production',
      RESPONSE_CACHE_TTL: '0',
      SHUTDOWN_TIMEOUT: '25000',
      CART_HANDOFF_TTL: '600000',
      CART_HANDOFF_PER_ADDRESS: '5',
      ATTRIBUTION_DAYS: '7',
      CONFIRM_LINK_DAYS: '5',
      CONFIRM_CALL_AFTER_HOURS: '6',
      CART_REMINDER_HOURS: '5',
      PLAN_NOTICE_DAYS: '5',
      SESSION_IDLE_HOURS: '24',
      HOST: '10.0.0.5',
    });
    expect(config).toEqual({
      port: 3000,
      publicUrl: 'https://candles.example',
      databaseUrl: 'postgres://shop@db/shop',
      dataDir: '/var/lib/shop',
      allowedOrigins: ['https://candles.example', 'https://partner.example'],
      production: true,
      responseCacheTtlMs: 0,
      shutdownTimeoutMs: 25_000,
      cartHandoff: { ttlMs: 600_000, perAddress: 5 },
      attributionDays: 7,
      sessionIdleHours: 24,
      host: '10.0.0.5',
      confirmations: { linkDays: 5, callAfterHours: 6 },
      cartReminders: { afterHours: 5 },
      plans: { noticeDays: 5 },
    });
  });

  it('applies production rules to every start whose PUBLIC_URL is beyond this machine, whatever NODE_ENV says (SECURITY-REVIEW-2 N1)', () => {
    expect(readConfig({ PUBLIC_URL: 'https://shop.example' }).production).toBe(true);
    expect(readConfig({ PUBLIC_URL: 'https://shop.example', NODE_ENV: 'staging' }).production).toBe(true);
    expect(readConfig({ PUBLIC_URL: 'http://192.168.1.20:8080' }).production).toBe(true);
    expect(readConfig({ PUBLIC_URL: 'http://localhost:3000' }).production).toBe(false);
    expect(readConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).production).toBe(false);
    expect(readConfig({ PUBLIC_URL: 'http://localhost:3000', NODE_ENV: 'production' }).production).toBe(true);
  });

  it('reads the listen address and the session idle time, and says what it got', () => {
    expect(readConfig({}).host).toBeUndefined();
    expect(readConfig({ HOST: '::' }).host).toBe('::');
    expect(() => readConfig({ HOST: 'shop.example' })).toThrow('HOST must be an IP address to listen on, such as 127.0.0.1 or 0.0.0.0, got "shop.example"');
    expect(() => readConfig({ SESSION_IDLE_HOURS: '3d' })).toThrow('SESSION_IDLE_HOURS must be a whole number of hours from 1 to 720, got "3d"');
    expect(() => readConfig({ SESSION_IDLE_HOURS: '0' })).toThrow('SESSION_IDLE_HOURS must be a whole number of hours from 1 to 720');
    expect(() => readConfig({ SESSION_IDLE_HOURS: '721' })).toThrow('SESSION_IDLE_HOURS must be a whole number of hours from 1 to 720');
  });

  it('derives the partner origins from the port', () => {
    expect(readConfig({ PORT: '9000' }).allowedOrigins).toEqual(['http://localhost:9000', 'http://localhost:9001', 'http://127.0.0.1:9001']);
  });

  it('treats empty variables as unset', () => {
    expect(readConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080 });
    expect(readConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('refuses a cache time that is not whole milliseconds', () => {
    expect(() => readConfig({ RESPONSE_CACHE_TTL: '5s' })).toThrow('RESPONSE_CACHE_TTL must be milliseconds from 0 to 9999999, got "5s"');
    expect(() => readConfig({ SHUTDOWN_TIMEOUT: '-1' })).toThrow('SHUTDOWN_TIMEOUT must be milliseconds from 0 to 999999, got "-1"');
    expect(() => readConfig({ CART_HANDOFF_TTL: '30m' })).toThrow('CART_HANDOFF_TTL must be milliseconds from 60000 to 86400000, got "30m"');
    expect(() => readConfig({ CART_HANDOFF_TTL: '1000' })).toThrow('CART_HANDOFF_TTL must be milliseconds from 60000 to 86400000');
    expect(() => readConfig({ CART_HANDOFF_PER_ADDRESS: '0' })).toThrow('CART_HANDOFF_PER_ADDRESS must be a whole number from 1 to 99999, got "0"');
    expect(() => readConfig({ ATTRIBUTION_DAYS: '30d' })).toThrow('ATTRIBUTION_DAYS must be a whole number of days from 1 to 365, got "30d"');
    expect(() => readConfig({ ATTRIBUTION_DAYS: '0' })).toThrow('ATTRIBUTION_DAYS must be a whole number of days from 1 to 365');
    expect(() => readConfig({ ATTRIBUTION_DAYS: '400' })).toThrow('ATTRIBUTION_DAYS must be a whole number of days from 1 to 365');
  });

  it('says what is wrong and what it got', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow('PORT must be a whole number from 1 to 65535, got "abc"');
    expect(() => readConfig({ PORT: '70000' })).toThrow('PORT must be a whole number from 1 to 65535');
    expect(() => readConfig({ PUBLIC_URL: 'shop' })).toThrow('PUBLIC_URL must be an absolute http(s) URL, got "shop"');
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL must start with postgres://');
    expect(() => readConfig({ ALLOWED_ORIGINS: 'https://a.example/path' })).toThrow('got "https://a.example/path"');
    expect(() => readConfig({ ALLOWED_ORIGINS: '*' })).toThrow('ALLOWED_ORIGINS');
  });
});
