import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecaptchaVerifier } from '../../adapters/human-check/recaptcha.js';
import { testDatabases } from '../../test/databases.js';
import { openShop, type TestShop } from '../../test/shop.js';
import { isAdminPath, pagePolicy } from './page-policy.js';

/** The policy's directives by name. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('pagePolicy (SECURITY-REVIEW L6)', () => {
  const publicUrl = 'https://shop.example';

  it("lets storefront pages run only the shop's scripts, and the human check's when configured", () => {
    const local = directives(pagePolicy('/shop', { publicUrl }));
    expect(local).toMatchObject({ 'default-src': ["'self'"], 'script-src': ["'self'"], 'object-src': ["'none'"], 'base-uri': ["'none'"], 'frame-ancestors': ["'self'"] });
    expect(local['frame-src']).toBeUndefined();
    const google = directives(pagePolicy('/ar/checkout', { publicUrl, humanCheckScriptUrl: 'https://www.google.com/recaptcha/api.js' }));
    expect(google['script-src']).toEqual(["'self'", 'https://www.google.com', 'https://www.gstatic.com']);
    expect(google['frame-src']).toEqual(['https://www.google.com', 'https://www.gstatic.com']);
  });

  it('allows the social sign-in SDKs of the configured providers', () => {
    const policy = directives(pagePolicy('/signin', { publicUrl, socialProviders: { google: true, facebook: true } }));
    expect(policy['script-src']).toEqual(["'self'", 'https://accounts.google.com', 'https://connect.facebook.net']);
    expect(policy['frame-src']).toEqual(['https://accounts.google.com', 'https://www.facebook.com', 'https://web.facebook.com']);
    expect(directives(pagePolicy('/admin', { publicUrl, socialProviders: { google: true } }))['script-src']).toEqual(["'self'"]);
  });

  it('is stricter on the back office', () => {
    const admin = directives(pagePolicy('/admin/orders', { publicUrl, humanCheckScriptUrl: 'https://www.google.com/recaptcha/api.js' }));
    expect(admin).toMatchObject({ 'script-src': ["'self'"], 'connect-src': ["'self'"], 'form-action': ["'self'"], 'frame-ancestors': ["'none'"], 'object-src': ["'none'"], 'base-uri': ["'none'"] });
    expect(admin['frame-src']).toBeUndefined();
    expect(isAdminPath('/ku/admin')).toBe(true);
    expect(isAdminPath('/administrator')).toBe(false);
  });

  it('allows pictures and uploads from the storage host', () => {
    const policy = directives(pagePolicy('/account/profile', { publicUrl, storageOrigin: 'https://bucket.s3.example' }));
    expect(policy['img-src']).toEqual(["'self'", 'data:', publicUrl, 'https://bucket.s3.example']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://bucket.s3.example']);
  });

  it("plays the content pages' videos from the shop's video host (the crawl of /ourstory)", () => {
    expect(directives(pagePolicy('/ourstory', { publicUrl }))['media-src']).toEqual(["'self'", 'https:']);
  });
});

describe.each(testDatabases())('page responses on $name', (database) => {
  let shop: TestShop;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'candleshop-policy-'));
    await mkdir(root, { recursive: true });
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>shop</title><div id="app"></div>');
    await writeFile(path.join(root, 'routes.json'), JSON.stringify(['/', '/admin', '/shop']));
    shop = await openShop(database, {
      hostSiteDir: root,
      humanCheck: createRecaptchaVerifier({ secret: 's', siteKey: 'k', verifyUrl: 'https://verify.example/', hostnames: ['shop.test'], scriptUrl: 'https://captcha.example/api.js' }),
    });
  });
  afterAll(async () => {
    await shop?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('sends a script CSP with the storefront and a stricter one with /admin', async () => {
    const page = await shop.app.fetch(new Request('http://shop.test/shop'));
    expect(directives(page.headers.get('content-security-policy'))['script-src']).toEqual(["'self'", 'https://captcha.example']);
    const admin = await shop.app.fetch(new Request('http://shop.test/admin'));
    expect(directives(admin.headers.get('content-security-policy'))).toMatchObject({ 'script-src': ["'self'"], 'frame-ancestors': ["'none'"] });
  });
});
