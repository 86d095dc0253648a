import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { EXAMPLE_PAGES, startExamples } from '../../examples/serve.mjs';

// Issue 36 item 6: the example partner pages try another partner's key from their address.
describe('the example partner pages', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    ({ server } = await startExamples({ port: 0, shopOrigin: 'http://shop.example' }));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const page = async (path: string) => (await fetch(`${base}${path}`)).text();

  it('name the demo partner and the shop where it runs', async () => {
    const html = await page('/partner-shop/');
    expect(html).toContain('data-partner="demo-partner"');
    expect(html).toContain('src="http://shop.example/sdk/candleshop.js"');
  });

  it('take a partner key from the address, and ignore anything that is not one', async () => {
    for (const path of ['/partner-shop/', '/partner-refill/', '/partner-checkout/', '/partner-whitelabel/']) {
      expect(await page(`${path}?partner=basra-home_2`)).toContain('data-partner="basra-home_2"');
    }
    const hostile = await page('/partner-shop/?partner=%22%3E%3Cscript%3E');
    expect(hostile).toContain('data-partner="demo-partner"');
    expect(hostile).not.toContain('<script>');
  });

  it('are the ones the README lists, each served', async () => {
    const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
    const listed = [...readme.matchAll(/^\| http:\/\/localhost:8081(\/[\w-]+\/) \|/gm)].map((match) => match[1]);
    expect(listed).toEqual(EXAMPLE_PAGES.map(([path]) => path));
    for (const [path] of EXAMPLE_PAGES.filter(([path]) => path !== '/react-app/')) expect((await fetch(`${base}${path}`)).status, path).toBe(200);
  });

  it('preset a complete ready refill, with a size', async () => {
    expect(await page('/partner-refill/')).toMatch(/<candle-refill-builder container="1" size="2" color="1" scent="1" wick="1" quantity="2">/);
  });
});
