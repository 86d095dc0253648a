import type { PageRenderer } from './page-renderer.js';
import { isReadMethod, methodNotAllowed, textResponse } from '../responses.js';

// The server's own paths that are no pages: nothing there for a search engine.
const SERVER_PATHS = ['/graphql', '/payments/', '/dev/', '/uploads/', '/calendar/', '/auth/'];

/**
 * /sitemap.xml and /robots.txt (issue 14), from the storefront's renderer, which knows its pages;
 * without it (not built) there is no sitemap and nothing is kept from crawlers.
 */
export async function serveCrawlerFiles(request: Request, pathname: '/sitemap.xml' | '/robots.txt', storefront: PageRenderer | undefined): Promise<Response> {
  if (!isReadMethod(request.method)) return methodNotAllowed();
  const headers = { 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' };
  if (pathname === '/robots.txt') {
    const text = storefront ? storefront.robots(SERVER_PATHS) : 'User-agent: *\nDisallow:\n';
    return new Response(text, { headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } });
  }
  if (!storefront) return textResponse(404, 'Not found');
  return new Response(await storefront.sitemap(), { headers: { ...headers, 'content-type': 'application/xml; charset=utf-8' } });
}
