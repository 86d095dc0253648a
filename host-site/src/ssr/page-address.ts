import { CANONICAL_PARAMS, RENDER_PARAMS } from './server-routes.js';

type Params = Readonly<Partial<Record<string, readonly string[]>>>;

function keep(path: string, search: URLSearchParams, names: readonly string[], dropPageOne: boolean): string {
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = search.get(name);
    // Page 1 is the page without a number.
    if (value && !(dropPageOne && name === 'page' && value === '1')) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The address a page is rendered and cached for (SECURITY-REVIEW M7): its path with only the
 * parameters its render reads, in a fixed order, so `?x=1`, `?x=2`… are one render, not one each.
 */
export function renderAddress(url: URL, route: string | undefined): URL {
  const names = (route && (RENDER_PARAMS as Params)[route]) || [];
  return new URL(keep(url.pathname, url.searchParams, names, false), url.origin);
}

/** The page's canonical path: the parameters that make it another page (a filter, a search) only. */
export function canonicalPath(path: string, search: URLSearchParams, route: string | undefined): string {
  return keep(path, search, (route && (CANONICAL_PARAMS as Params)[route]) || [], true);
}
