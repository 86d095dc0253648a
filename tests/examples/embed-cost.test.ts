import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerPages } from '../bench/partner-pages.mjs';

// Issue 38 item 3: `npm run bench` measures the partner shop page with its embed against the same
// page without it; the second page must differ by the embed alone.
describe("the bench's partner page without the embed", () => {
  let pages: Awaited<ReturnType<typeof startPartnerPages>>;
  beforeAll(async () => {
    pages = await startPartnerPages({ port: 0, shopOrigin: 'http://shop.example' });
  });
  afterAll(() => pages.close());

  it('is the example page less its script tag and its candle elements, under the same policy', async () => {
    const [withIt, without] = await Promise.all([fetch(pages.with), fetch(pages.without)]);
    const [html, bare] = await Promise.all([withIt.text(), without.text()]);
    expect(html).toContain('<script type="module" src="http://shop.example/sdk/candleshop.js"');
    expect(html).toContain('<candle-product-grid section="candles"></candle-product-grid>');
    expect(bare).not.toContain('candleshop.js');
    expect(bare).not.toContain('<candle-');
    const strip = (page: string) => page.replace(/^.*(candleshop\.js|<candle-).*$/gm, '').replace(/\s+/g, ' ');
    expect(strip(bare)).toBe(strip(html));
    expect(without.headers.get('content-security-policy')).toBe(withIt.headers.get('content-security-policy'));
    expect((await fetch(`${pages.without}partner.css`)).status).toBe(200);
  });
});
