// Issue 14: the public pages as a crawler that runs no JavaScript gets them, from the built
// storefront (npm test builds first), on PGlite and PostgreSQL.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, LANGUAGES, localizedPath, type Lang } from '@candleshop/core';
import { testDatabases } from '../../packages/server/src/test/databases.js';
import { graphql, openShop, PUBLIC_URL, type TestShop } from '../../packages/server/src/test/shop.js';

const dist = (folder: string) => fileURLToPath(new URL(`../../dist/${folder}/`, import.meta.url));
const built = { hostSiteDir: dist('host-site'), ssrDir: dist('host-site-ssr'), sdkSsrDir: dist('sdk-ssr') };

/** The JSON-LD blocks of a page, parsed (a block that is not JSON fails the test). */
function structuredData(html: string): Array<Record<string, any>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
}

const linkHref = (html: string, rel: string, hreflang?: string) => new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]+)"`).exec(html)?.[1];

// Every kind of public page: the static ones and one of each with an id.
const PUBLIC_PAGES = [
  '/',
  '/shop',
  '/shop?section=candles',
  '/products/1',
  '/collections',
  '/collections/1',
  '/search?s=rose',
  '/refill',
  '/workshops',
  '/whitelabel/request',
  '/whitelabel/projects',
  '/projects/1',
  '/personalized-candles',
  '/giftsubscription',
  '/whoweare',
  '/ourstory',
  '/founder',
  '/contact',
  '/sellingpoints/ourstudio',
  '/sellingpoints/sellingsites',
  '/sellingpoints/onlinesellingpoints',
  '/events',
  '/press',
  '/press/1',
  '/shippingprices',
  '/terms',
  '/privacypolicy',
];

describe.each(testDatabases())('server-rendered storefront on $name', (database) => {
  let shop: TestShop;
  const page = (path: string, headers: Record<string, string> = {}) => shop.app.fetch(new Request(`${PUBLIC_URL}${path}`, { headers }));

  beforeAll(async () => {
    for (const folder of Object.values(built)) expect(existsSync(folder), `${folder} is built (npm run build)`).toBe(true);
    shop = await openShop(database, built);
  });
  afterAll(() => shop?.close());

  it.each(['en', 'ar'] as const)('a product page holds its title, price and valid JSON-LD in %s', async (lang) => {
    const { data } = await graphql<{ product: { details: { title: string }; sizes: { price: number }[]; stock: number } }>(
      shop.app,
      'query { product(id: "1") { details { title } sizes { price } stock } }',
      {},
      { lang },
    );
    const { title } = data!.product.details;
    const prices = data!.product.sizes.map((size) => size.price);
    const response = await page(localizedPath('/products/1', lang));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
    expect(html).toMatch(new RegExp(`<title>${title} · [^<]+</title>`));
    expect(html).toContain(`<h1>${title}</h1>`);
    // The first size is chosen (SPEC §2): its price, in the language's digits.
    expect(html).toContain(formatPrice(prices[0]!, lang));
    const product = structuredData(html).find((item) => item['@type'] === 'Product')!;
    expect(product).toMatchObject({ '@context': 'https://schema.org', name: title, sku: '1', brand: { '@type': 'Brand' } });
    expect(product.offers).toMatchObject({ priceCurrency: 'IQD', availability: data!.product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock' });
    if (prices.length > 1) expect(product.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: Math.min(...prices), highPrice: Math.max(...prices) });
    else expect(product.offers).toMatchObject({ '@type': 'Offer', price: prices[0] });
    expect(product.image[0]).toMatch(/^http:\/\/shop\.test\/media\//);
    expect(
      structuredData(html)
        .find((item) => item['@type'] === 'BreadcrumbList')!
        .itemListElement.at(-1),
    ).toMatchObject({ name: title, item: `${PUBLIC_URL}${localizedPath('/products/1', lang)}` });
    // The answers it was rendered with, for the browser to hydrate with.
    expect(html).toMatch(/<script type="application\/json" id="candle-answers">\{.*"[a-z]{2} ProductDetails/);
  });

  // A test per page: all of them in one took more than 30 s on a busy machine (issue 34 item 5).
  it.each(PUBLIC_PAGES)('gives %s a canonical address and its three languages (hreflang) in each language', async (path) => {
    for (const lang of LANGUAGES) {
      const address = localizedPath(path, lang);
      const response = await page(address);
      expect(response.status, address).toBe(200);
      const html = await response.text();
      expect(linkHref(html, 'canonical'), address).toBe(`${PUBLIC_URL}${address}`);
      for (const other of LANGUAGES) expect(linkHref(html, 'alternate', other), `${address} → ${other}`).toBe(`${PUBLIC_URL}${localizedPath(path, other)}`);
      expect(linkHref(html, 'alternate', 'x-default'), address).toBe(`${PUBLIC_URL}${path}`);
      expect(html, address).toMatch(/<meta name="description" content="[^"]+">/);
    }
  });

  it('lists every product in the sitemap in each language, with its alternates', async () => {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const { data } = await graphql<{ filter: { products: { id: string }[]; pagination: { pages: number } } }>(shop.app, `query { filter(page: ${page}, items: 48) { products { id } pagination { pages } } }`);
      ids.push(...data!.filter.products.map((product) => product.id));
      if (page >= data!.filter.pagination.pages) break;
    }
    expect(ids.length).toBeGreaterThan(20);
    const response = await page('/sitemap.xml');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    const locations = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
    for (const id of ids) for (const lang of LANGUAGES) expect(locations.has(`${PUBLIC_URL}${localizedPath(`/products/${id}`, lang as Lang)}`), `product ${id} in ${lang}`).toBe(true);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${PUBLIC_URL}/ar/products/${ids[0]}"/>`);
    const robots = await (await page('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/ar\/checkout$/m);
    expect(robots).not.toMatch(/^Disallow: \/shop$/m);
  });

  it('answers content that does not exist with the 404 page and status 404, and the selling points with their first child', async () => {
    const missing = await page('/ar/products/999999');
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('الصفحة غير موجودة');
    expect((await page('/no/such/page')).status).toBe(404);
    const parent = await page('/ku/sellingpoints');
    expect(parent.status).toBe(301);
    expect(parent.headers.get('location')).toBe('/ku/sellingpoints/ourstudio');
  });

  it('renders the widgets on the page as declarative shadow DOM, with their content', async () => {
    const { data } = await graphql<{ filter: { products: { details: { title: string } }[] } }>(shop.app, 'query { filter(page: 1, items: 12) { products { details { title } } } }', {}, { lang: 'ar' });
    const html = await (await page('/ar/shop')).text();
    const grid = /<candle-product-grid inert><template shadowrootmode="open">([\s\S]*?)<\/template><\/candle-product-grid>/.exec(html)?.[1];
    expect(grid).toBeDefined();
    for (const product of data!.filter.products) expect(grid).toContain(product.details.title);
    expect(html).toMatch(/<candle-newsletter inert><template shadowrootmode="open">[\s\S]*?<form/);
  });

  it('sends a rendered page compressed when asked, and a 304 for the ETag it gave', async () => {
    const first = await page('/contact', { 'accept-encoding': 'br' });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('vary')).toContain('Accept-Encoding');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const again = await page('/contact', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
  });
});
