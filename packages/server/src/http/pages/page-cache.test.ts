import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.js';
import type { RenderedPage } from './page-renderer.js';

const page = (html: string): RenderedPage => ({ kind: 'page', status: 200, html, lang: 'en' });

describe('createPageCache', () => {
  it('renders a page once for visitors within its time, and again after', async () => {
    let clock = 0;
    let renders = 0;
    const cached = createPageCache({ ttlMs: 5000, now: () => clock });
    const render = async () => page(`render ${++renders}`);
    const url = new URL('http://shop.test/products/1');
    const together = await Promise.all(Array.from({ length: 50 }, () => cached(url, render)));
    expect(new Set(together.map((item) => (item.kind === 'page' ? item.html : '')))).toEqual(new Set(['render 1']));
    clock = 4999;
    expect(await cached(url, render)).toEqual(page('render 1'));
    clock = 5001;
    expect(await cached(url, render)).toEqual(page('render 2'));
    // Another address, another page; the query string counts.
    expect(await cached(new URL('http://shop.test/products/1?size=2'), render)).toEqual(page('render 3'));
  });

  it('does not keep the shell a busy renderer answered (SECURITY-REVIEW M7)', async () => {
    const cached = createPageCache({ ttlMs: 5000 });
    const url = new URL('http://shop.test/products/1');
    expect(await cached(url, async () => ({ kind: 'client', busy: true }))).toEqual({ kind: 'client', busy: true });
    expect(await cached(url, async () => page('rendered'))).toEqual(page('rendered'));
  });

  it('forgets a render that failed, and renders every time when off', async () => {
    const cached = createPageCache({ ttlMs: 5000 });
    const url = new URL('http://shop.test/');
    await expect(cached(url, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cached(url, async () => page('up'))).toEqual(page('up'));
    let renders = 0;
    const off = createPageCache({ ttlMs: 0 });
    await off(url, async () => page(String(++renders)));
    await off(url, async () => page(String(++renders)));
    expect(renders).toBe(2);
  });

  it('does not keep a page rendered while the database was away (503, issue 23)', async () => {
    const cached = createPageCache({ ttlMs: 5000 });
    const url = new URL('http://shop.test/products/1');
    const away: RenderedPage = { kind: 'page', status: 503, html: 'away', lang: 'en' };
    expect(await cached(url, async () => away)).toEqual(away);
    expect(await cached(url, async () => page('back'))).toEqual(page('back'));
  });

  it('forgets every page at once when cleared (issue 15: a catalogue change)', async () => {
    let renders = 0;
    const cached = createPageCache({ ttlMs: 60_000 });
    const url = new URL('http://shop.test/products/1');
    const render = async () => page(`render ${++renders}`);
    expect(await cached(url, render)).toEqual(page('render 1'));
    expect(await cached(url, render)).toEqual(page('render 1'));
    cached.clear();
    expect(await cached(url, render)).toEqual(page('render 2'));
  });
});
