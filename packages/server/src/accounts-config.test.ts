import { describe, expect, it } from 'vitest';
import { createAccountAdapters } from './accounts-adapters.js';
import { readConfig } from './config.js';
import { readAccountsConfig } from './accounts-config.js';
import { createDatabase } from './db/database.js';

const db = createDatabase({ dataDir: 'memory://' });

describe('accounts configuration', () => {
  it('has working local defaults', () => {
    const config = readAccountsConfig({});
    expect(config).toMatchObject({ mailFrom: expect.any(String), outboxPage: false, trustedProxies: [], shopEmail: 'shop@localhost' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.facebook).toBeUndefined();
    expect(config.recaptcha).toBeUndefined();
    expect(config.uploadSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads every variable', () => {
    const config = readAccountsConfig(
      {
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        MAIL_FROM: 'Shop <shop@example.com>',
        MAIL_OUTBOX_PAGE: 'on',
        SHOP_EMAIL: 'orders@candles.example',
        S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com/',
        S3_BUCKET: 'candles',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY: 'AKIA',
        S3_SECRET_KEY: 'secret',
        GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
        FACEBOOK_APP_ID: '123',
        FACEBOOK_APP_SECRET: 'fb-secret',
        RECAPTCHA_SECRET: 'captcha',
        RECAPTCHA_SITE_KEY: 'site-key',
        RECAPTCHA_HOSTNAMES: 'shop.example, partner.example',
        TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2',
      },
      ['ignored.example'],
    );
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      mailFrom: 'Shop <shop@example.com>',
      outboxPage: true,
      shopEmail: 'orders@candles.example',
      s3: { endpoint: 'https://s3.eu-central-1.amazonaws.com', bucket: 'candles', region: 'eu-central-1' },
      google: { clientId: 'client.apps.googleusercontent.com', jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' },
      facebook: { appId: '123', appSecret: 'fb-secret', graphUrl: 'https://graph.facebook.com' },
      recaptcha: {
        secret: 'captcha',
        siteKey: 'site-key',
        scriptUrl: 'https://www.google.com/recaptcha/api.js',
        verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
        hostnames: ['shop.example', 'partner.example'],
      },
      trustedProxies: ['10.0.0.1', '10.0.0.2'],
    });
  });

  it('reads the WhatsApp Business Cloud API settings (issue 28 item 1)', () => {
    expect(readAccountsConfig({ WHATSAPP_PHONE_NUMBER_ID: '106540352242922', WHATSAPP_ACCESS_TOKEN: 'EAAx', WHATSAPP_LANG_KU: 'en_US' }).whatsapp).toEqual({
      phoneNumberId: '106540352242922',
      accessToken: 'EAAx',
      apiUrl: 'https://graph.facebook.com/v21.0',
      languages: { en: 'en', ar: 'ar', ku: 'en_US' },
    });
    expect(readAccountsConfig({}).whatsapp).toBeUndefined();
    expect(() => readAccountsConfig({ WHATSAPP_PHONE_NUMBER_ID: '106540352242922' })).toThrow('WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN go together');
    expect(() => readAccountsConfig({ WHATSAPP_PHONE_NUMBER_ID: 'my phone', WHATSAPP_ACCESS_TOKEN: 'x' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID must be the digits/);
  });

  it('says what is wrong', () => {
    expect(() => readAccountsConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL must start with smtp/);
    expect(() => readAccountsConfig({ S3_BUCKET: 'b' })).toThrow(/go together/);
    expect(() => readAccountsConfig({ FACEBOOK_APP_ID: '1' })).toThrow(/FACEBOOK_APP_ID and FACEBOOK_APP_SECRET/);
    expect(() => readAccountsConfig({ UPLOAD_SECRET: 'short' })).toThrow(/UPLOAD_SECRET/);
    expect(() => readAccountsConfig({ SHOP_EMAIL: 'the shop' })).toThrow('SHOP_EMAIL must be an email address');
    // The shop's own address follows the customers' email rule (@candleshop/rules): a dot after the @.
    expect(() => readAccountsConfig({ SHOP_EMAIL: 'orders@candles' })).toThrow('SHOP_EMAIL must be an email address');
    expect(() => readAccountsConfig({ RECAPTCHA_SECRET: 's' })).toThrow('RECAPTCHA_SECRET is set, so RECAPTCHA_SITE_KEY is expected too, got nothing');
    expect(() => readAccountsConfig({ RECAPTCHA_SITE_KEY: 'k' })).toThrow('RECAPTCHA_SITE_KEY is set, so RECAPTCHA_SECRET is expected too, got nothing');
    expect(() => readAccountsConfig({ RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SCRIPT_URL: 'api.js' })).toThrow(/RECAPTCHA_SCRIPT_URL/);
  });

  it('takes the provider script and siteverify addresses from the environment (tests point them at fakes)', () => {
    const config = readAccountsConfig({
      RECAPTCHA_SECRET: 's',
      RECAPTCHA_SITE_KEY: 'k',
      RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:9000/recaptcha.js',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9000/siteverify',
    });
    expect(config.recaptcha).toMatchObject({ scriptUrl: 'http://127.0.0.1:9000/recaptcha.js', verifyUrl: 'http://127.0.0.1:9000/siteverify' });
  });

  it('keeps a public start without NODE_ENV to production adapters: commands only with SHOP_ADMIN_TOKEN, no outbox, no development staff key (SECURITY-REVIEW-2 N1)', () => {
    const { publicUrl, production } = readConfig({ PUBLIC_URL: 'https://shop.example' });
    const adapters = createAccountAdapters(db, { publicUrl, production, config: readAccountsConfig({}) }, () => {});
    expect([adapters.shopCommands, adapters.outboxPage, adapters.staffKey]).toEqual([undefined, false, undefined]);
  });

  it('chooses the adapters and logs the choice', () => {
    const lines: string[] = [];
    const local = createAccountAdapters(db, { publicUrl: 'http://localhost:8080', production: false, config: readAccountsConfig({}) }, (line) => lines.push(line));
    expect([local.mailer.kind, local.storage.kind, local.humanCheck.kind, local.outboxPage]).toEqual(['local', 'local', 'local', true]);
    expect(local.social.providers).toEqual([]);
    expect(lines).toContain('candleshop: mail: LOCAL outbox (http://localhost:8080/dev/outbox, from this machine only)');
    expect(lines).toContain('candleshop: shop notices to shop@localhost (LOCAL: set SHOP_EMAIL)');

    const production = createAccountAdapters(db, { publicUrl: 'https://shop.example', production: true, config: readAccountsConfig({}) }, () => {});
    expect(production.outboxPage).toBe(false);
    // The shop's commands (SECURITY-REVIEW H1): no published token; offline a loopback caller
    // needs none, production needs SHOP_ADMIN_TOKEN (and the loopback caller).
    expect(local.shopCommands).toEqual({});
    expect(lines).toContain('candleshop: shop commands: on for this machine only, no token (set SHOP_ADMIN_TOKEN to ask for one)');
    expect(production.shopCommands).toBeUndefined();
    const commands = createAccountAdapters(db, { publicUrl: 'https://shop.example', production: true, config: readAccountsConfig({ SHOP_ADMIN_TOKEN: 'a-long-enough-shop-admin-token' }) }, () => {});
    expect(commands.shopCommands).toEqual({ token: 'a-long-enough-shop-admin-token' });
    expect(() => readAccountsConfig({ SHOP_ADMIN_TOKEN: 'short' })).toThrow('SHOP_ADMIN_TOKEN must have at least 24 characters');
    const asked = createAccountAdapters(db, { publicUrl: 'https://shop.example', production: true, config: readAccountsConfig({ MAIL_OUTBOX_PAGE: 'on' }) }, () => {});
    expect(asked.outboxPage).toBe(true);

    const real = createAccountAdapters(
      db,
      {
        publicUrl: 'https://shop.example',
        production: true,
        config: readAccountsConfig({
          SMTP_URL: 'smtp://localhost:2525',
          S3_ENDPOINT: 'https://s3.example',
          S3_BUCKET: 'b',
          S3_REGION: 'eu-central-1',
          S3_ACCESS_KEY: 'k',
          S3_SECRET_KEY: 's',
          GOOGLE_CLIENT_ID: 'g',
          RECAPTCHA_SECRET: 'r',
          RECAPTCHA_SITE_KEY: 'k',
        }),
      },
      () => {},
    );
    expect([real.mailer.kind, real.storage.kind, real.humanCheck.kind]).toEqual(['smtp', 's3', 'production']);
    // What the humanCheck query publishes: the site key and script, not the secret.
    expect(real.humanCheck.settings).toEqual({ provider: 'recaptcha', siteKey: 'k', scriptUrl: 'https://www.google.com/recaptcha/api.js' });
    expect(local.humanCheck.settings).toEqual({ provider: 'local', siteKey: null, scriptUrl: null });
    expect(real.social.providers).toEqual(['google']);
  });
});
