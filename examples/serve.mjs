// Serves the example pages from their own origin (the shop's port + 1), so the SDK crosses origins
// and CORS exactly as on a partner's site. The pages name the shop as http://localhost:8080, as a
// partner would write it; when the shop runs elsewhere, that origin is rewritten on the way out.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url)).replace(/[\/]$/, '');
// Built examples are served from dist/ under their own folder name: the React app is compiled by rollup.
const built = { '/react-app/': fileURLToPath(new URL('../dist/examples/react-app', import.meta.url)) };
// A partner key as the shop issues them; anything else in the address is ignored.
const PARTNER_KEY = /^[A-Za-z0-9_-]{1,100}$/;
const types = { '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8', '.js': 'text/javascript' };

/** The example pages as the start command lists them; the README's table names the same. */
export const EXAMPLE_PAGES = [
  ['/partner-shop/', 'Partner shop example'],
  ['/partner-checkout/', 'Checkout (buy now) example'],
  ['/partner-refill/', 'Refill builder example'],
  ['/partner-whitelabel/', 'White-label calculator example'],
  ['/press-page/', 'Press page with workshop tickets, in Kurdish'],
  ['/partner-analytics/', 'Analytics events after a consent banner'],
  ['/react-app/', 'React app example (the SDK as an npm package)'],
];

/** Starts the examples server; resolves with its URL. */
export function startExamples({ port, shopOrigin }) {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const mount = Object.keys(built).find((prefix) => path.startsWith(prefix));
    const base = mount ? built[mount] : root;
    const relativePath = mount ? path.slice(mount.length - 1) : path;
    const file = normalize(join(base, relativePath.endsWith('/') ? `${relativePath}index.html` : relativePath));
    if (!file.startsWith(base + sep) || !types[extname(file)]) return notFound(response);
    try {
      let body = await readFile(file, 'utf8');
      body = body.replaceAll('http://localhost:8080', shopOrigin);
      // Issue 36 item 6: `?partner=<key>` tries another partner's key without editing the page.
      const partner = new URL(request.url ?? '/', 'http://x').searchParams.get('partner');
      if (extname(file) === '.html' && partner && PARTNER_KEY.test(partner)) body = body.replaceAll('data-partner="demo-partner"', `data-partner="${partner}"`);
      const headers = { 'Content-Type': types[extname(file)], 'Cache-Control': 'no-cache' };
      // A strict partner policy (SECURITY.md §4): the widget must work without 'unsafe-inline'.
      if (extname(file) === '.html') {
        headers['Content-Security-Policy'] = [`script-src 'self' ${shopOrigin}`, `style-src 'self'`, `img-src 'self' ${shopOrigin} data:`, `connect-src ${shopOrigin}`, `object-src 'none'`, `base-uri 'none'`].join('; ');
      }
      response.writeHead(200, headers).end(body);
    } catch {
      notFound(response);
    }
  });
  return new Promise((resolve) => server.listen(port, () => resolve({ url: `http://localhost:${port}`, server })));
}

function notFound(response) {
  response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.EXAMPLES_PORT ?? Number(process.env.PORT ?? 8080) + 1);
  const shopOrigin = process.env.SHOP_ORIGIN ?? `http://localhost:${process.env.PORT ?? 8080}`;
  const { url } = await startExamples({ port, shopOrigin });
  for (const [path, title] of EXAMPLE_PAGES) console.log(`${title} (another origin): ${url}${path}`);
  console.log(`Any partner page takes another partner's key from its address: ${url}/partner-shop/?partner=<key>`);
}
