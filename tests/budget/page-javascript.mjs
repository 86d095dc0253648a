// The JavaScript a storefront page makes the browser download, measured in a real browser: every
// script response until the page is idle, gzip -9 of each (the SDK budgets' measure).
import { gzipSync } from 'node:zlib';

/** The pages whose JavaScript has a budget (issue 14), with their limits in pages.json. */
export const MEASURED_PAGES = ['/', '/shop', '/products/1', '/workshops'];

/**
 * Opens `url` in `page` and sums the gzip bytes of the scripts it downloads (modules, their
 * imports, the widgets' chunks and messages).
 * @returns the total and each script's path and bytes, largest first
 */
export async function pageJavaScript(page, url) {
  // A first visit, whatever this tab opened before: the page before is left (a chunk it was still
  // fetching would count as this page's) and the browser's cache is off (a script it answers from
  // memory sends no response event, and would go uncounted). Chromium's DevTools protocol.
  await page.goto('about:blank');
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  const pending = [];
  const onResponse = (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    pending.push(
      response.body().then(
        (body) => scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  page.off('response', onResponse);
  await devtools.detach();
  const files = [...scripts].map(([path, bytes]) => ({ path, bytes })).sort((a, b) => b.bytes - a.bytes);
  return { total: files.reduce((sum, file) => sum + file.bytes, 0), files };
}
