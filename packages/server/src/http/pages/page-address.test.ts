import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import type { Database } from '../../db/types.js';

// SECURITY-REVIEW M7: the server keys rendered pages on the renderer's address for a URL (the
// parameters the page reads, host-site/src/ssr/page-address.ts), so `?x=N` is one render.
const dir = mkdtempSync(join(tmpdir(), 'candleshop-pages-'));
mkdirSync(join(dir, 'site'));
mkdirSync(join(dir, 'ssr'));
writeFileSync(join(dir, 'site', 'index.html'), '<!doctype html><title>shell</title>');
writeFileSync(
  join(dir, 'ssr', 'render-page.js'),
  `let renders = 0;
  export function createPageRenderer() {
    return {
      render: async (url) => ({ kind: 'page', status: 200, lang: 'en', html: '<p>' + url.pathname + url.search + ' render ' + ++renders + '</p>' }),
      address: (url) => new URL(url.pathname + (url.searchParams.has('s') ? '?s=' + url.searchParams.get('s') : ''), url.origin),
      sitemap: async () => '',
      robots: () => '',
    };
  }`,
);

describe('server-rendered pages under their render address', () => {
  const app = createApp({
    db: {} as Kysely<Database>,
    publicUrl: 'http://shop.test',
    allowedOrigins: [],
    hostSiteDir: join(dir, 'site'),
    ssrDir: join(dir, 'ssr'),
    responseCacheTtlMs: 5000,
  });
  const page = async (path: string) => (await app.fetch(new Request(`http://shop.test${path}`))).text();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('renders a page once for any parameters it does not read', async () => {
    expect(await page('/products/1?x=1')).toBe('<p>/products/1 render 1</p>');
    expect(await page('/products/1?x=2')).toBe('<p>/products/1 render 1</p>');
    expect(await page('/products/1')).toBe('<p>/products/1 render 1</p>');
    expect(await page('/search?s=rose&x=3')).toBe('<p>/search?s=rose render 2</p>');
    expect(await page('/search?s=wax')).toBe('<p>/search?s=wax render 3</p>');
  });
});
