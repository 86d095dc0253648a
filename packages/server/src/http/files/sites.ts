import path from 'node:path';
import { HTML_SECURITY_HEADERS, isReadMethod, methodNotAllowed, textResponse } from '../responses.js';
import { hostRoutes, isDottedPage } from '../pages/host-routes.js';
import { pageResponse } from '../pages/page-response.js';
import type { RenderedPage } from '../pages/page-renderer.js';
import { directoryExists, fileResponse, findStaticFile, notBuilt } from './static-files.js';

/** Serves `/sdk/*`: the loader and widget chunks partners load from any origin. */
export async function serveSdk(request: Request, sdkDir: string | undefined, rest: string): Promise<Response> {
  if (!isReadMethod(request.method)) return methodNotAllowed();
  if (!sdkDir || !(await directoryExists(sdkDir))) return notBuilt('SDK');
  const file = await findStaticFile(sdkDir, rest);
  if (!file) return textResponse(404, 'Not found', { 'access-control-allow-origin': '*' });
  // Chunks carry a content hash in their name; the loader keeps its name, so it may change.
  const immutable = file.relative.startsWith('chunks/');
  return await fileResponse(request, file, {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'cross-origin',
    'access-control-allow-origin': '*',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
  });
}

/**
 * Serves the host site: its public pages rendered on the server when the renderer is built (issue
 * 14), else, and for client-only pages, index.html as history fallback for any path without an
 * extension. `policy` gives a page's Content-Security-Policy (SECURITY-REVIEW L6).
 */
export async function serveHostSite(request: Request, siteDir: string | undefined, pathname: string, render?: (url: URL) => Promise<RenderedPage>, policy?: (pathname: string) => string): Promise<Response> {
  if (!isReadMethod(request.method)) return methodNotAllowed();
  if (!siteDir || !(await directoryExists(siteDir))) return notBuilt('host site');
  // A path without an extension is a page; so is one with a dot that names a route (/confirm/p.{token}).
  const isPage = path.posix.extname(pathname) === '' || (await isDottedPage(siteDir, pathname));
  if (render && isPage) {
    const page = await render(new URL(request.url));
    if (page.kind === 'redirect') return new Response(null, { status: page.status, headers: { location: page.location, 'cache-control': 'public, max-age=3600' } });
    if (page.kind === 'page') return pageResponse(request, page.html, page.status, page.lang, policy?.(pathname));
  }
  const wanted = pathname === '/' ? '/index.html' : pathname;
  let file = await findStaticFile(siteDir, wanted);
  let status = 200;
  if (!file && isPage) {
    file = await findStaticFile(siteDir, '/index.html');
    // The app shows its 404 page for a path that is no route; the status says so too.
    if (!(await hostRoutes(siteDir))(pathname)) status = 404;
  }
  if (!file) return textResponse(404, 'Not found');
  const isHtml = file.relative.endsWith('.html');
  // The build names scripts and stylesheets after their content (assets/main-[hash].js).
  const hashed = /^assets\/.+-[\w-]{8}\.(js|css)$/.test(file.relative);
  const cacheControl = hashed ? 'public, max-age=31536000, immutable' : isHtml ? 'no-cache' : 'public, max-age=300';
  return await fileResponse(
    request,
    file,
    {
      'x-content-type-options': 'nosniff',
      'cache-control': cacheControl,
      ...(isHtml ? { ...HTML_SECURITY_HEADERS, ...(policy ? { 'content-security-policy': policy(pathname) } : {}) } : {}),
    },
    status,
  );
}
