import type { RenderedPage } from './page-renderer.js';

/** Settings of {@link createPageCache}. */
export interface PageCacheOptions {
  /** How long a rendered page is reused, in ms (the response cache's time); 0 renders every time. */
  ttlMs: number;
  /** Most pages kept; the least recently used go first. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Reuses a rendered page for a few seconds, as the response cache reuses public answers: the
 * server renders pages for no one in particular (no cookie is read), so fifty visitors of one
 * product are one render. Visitors arriving while it renders wait for that same render. The key
 * is the address as given: the caller passes the page's render address (the parameters it reads
 * only, SECURITY-REVIEW M7), so `?x=N` cannot make each visit a new render.
 */
export function createPageCache(options: PageCacheOptions) {
  const { ttlMs, maxEntries = 500, now = Date.now } = options;
  const entries = new Map<string, { expires: number; page: Promise<RenderedPage> }>();
  function cached(url: URL, render: (url: URL) => Promise<RenderedPage>): Promise<RenderedPage> {
    if (ttlMs <= 0) return render(url);
    const key = `${url.pathname}${url.search}`;
    const hit = entries.get(key);
    if (hit && hit.expires > now()) {
      entries.delete(key);
      entries.set(key, hit);
      return hit.page;
    }
    const page = render(url);
    entries.delete(key);
    entries.set(key, { expires: now() + ttlMs, page });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    // A render that failed is not kept, nor one made while the database was away (a 503, issue
    // 23), nor the shell a busy renderer answered: the next visitor tries again.
    const forget = () => entries.get(key)?.page === page && entries.delete(key);
    page.then((answer) => ((answer.kind === 'page' && answer.status === 503) || (answer.kind === 'client' && answer.busy)) && forget(), forget);
    return page;
  }
  // A render under way when the catalogue changes is dropped with the rest: later visitors render anew.
  /** Forgets every page at once (issue 15: after the back office changes the catalogue). */
  const clear = () => entries.clear();
  return Object.assign(cached, { clear });
}
