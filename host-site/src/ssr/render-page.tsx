import { renderToReadableStream } from 'react-dom/server';
import { $lang, collectWantedQueries, createPublicClient, loadMessages, seedQuerySnapshot, splitLangPath, takeWantedQueries, textDirection, localizedPath, type Lang, type Result } from '@candleshop/core';
import { App } from '../app.js';
import { collectHead, stopCollectingHead, type RenderedHead } from '../frame/page-meta.js';
import { $router } from '../router.js';
import { setWidgetRenderer, type WidgetRenderer } from '../frame/widget-markup.js';
import { headTags } from './head-tags.js';
import { pageDocument } from './page-document.js';
import { robotsTxt, sitemapPaths, sitemapXml } from './sitemap.js';
import { createOneAtATime } from './one-at-a-time.js';
import { canonicalPath, renderAddress } from './page-address.js';
import { createRenderGate } from './render-gate.js';
import { SERVER_REDIRECTS, SERVER_RENDERED } from './server-routes.js';
import { pageMessageAreas } from '../frame/page-messages.js';

/** What the server gives the page renderer. */
export interface PageRendererOptions {
  /** The host site's built index.html. */
  template: string;
  /** The shop's public origin: canonical and alternate addresses. */
  publicUrl: string;
  /** Answers a GraphQL request in the server's own process (its /graphql, with its response cache). */
  graphql: (request: Request) => Promise<Response>;
  /** The SDK's server renderer: widgets on the page render their first state too (no layout shift). */
  renderWidget?: WidgetRenderer;
}

/** What the server renders with the storefront's knowledge of its pages. */
export interface PageRenderer {
  /** The page at an address. */
  render(url: URL): Promise<RenderedPage>;
  /** The address the page at `url` is rendered for, and cached under: the parameters it reads only. */
  address(url: URL): URL;
  /** sitemap.xml: every public page in every language. */
  sitemap(): Promise<string>;
  /** robots.txt, with the server's own paths that are not pages (`/graphql`). */
  robots(serverPaths: readonly string[]): string;
}

/** A page the server answers with. */
export type RenderedPage =
  | { kind: 'page'; status: number; html: string; lang: Lang }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  /**
   * A client-only page: the server sends the shell and the browser renders it; `busy` when the
   * page is server-rendered but too many renders were under way (not to be cached).
   */
  | { kind: 'client'; busy?: true };

// A page needs its data in at most a few rounds (a product, then its similar products); more
// means a query keyed by something that changes on every render.
const MAX_PASSES = 4;

async function renderToHtml(): Promise<string> {
  const stream = await renderToReadableStream(<App prerendered />, {
    // React moves a large boundary's content to the end of the stream, to be swapped in by an
    // inline script: a crawler without JavaScript would see the fallback. Every page here is
    // complete before it is sent, so nothing is moved.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      console.error('candleshop: server render failed', error);
    },
  });
  await stream.allReady;
  return new Response(stream).text();
}

// One for the process: every renderer made from this module shares the page stores it sets.
const oneAtATime = createOneAtATime();
// SECURITY-REVIEW M7: a flood of uncached pages gets the shell, instead of queueing behind the
// renders (and their API calls) under way.
const gate = createRenderGate();

/**
 * Creates the server renderer of the storefront's public pages (issue 14): the same components and
 * routes as the browser, in the language of the address, with every public query answered first
 * (render, answer what it asked for, render again), so the HTML holds the whole page and the
 * browser hydrates it with the same answers.
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const apiClient = () => createPublicClient({ endpoint: new URL('/graphql', options.publicUrl).href, fetch: (input, init) => options.graphql(new Request(input, init)) });

  const routeOf = (url: URL) => {
    $router.open(`${url.pathname}${url.search}`);
    return $router.get()?.route;
  };

  async function render(url: URL): Promise<RenderedPage> {
    const { lang = 'en' } = splitLangPath(url.pathname);
    const route = routeOf(url);
    if (route && SERVER_REDIRECTS[route]) return { kind: 'redirect', status: 301, location: localizedPath(SERVER_REDIRECTS[route], lang) };
    if (route && !SERVER_RENDERED.has(route)) return { kind: 'client' };
    return gate(
      () => renderPage(url, route),
      () => ({ kind: 'client', busy: true }),
    );
  }

  async function renderPage(url: URL, route: string | undefined): Promise<RenderedPage> {
    const { lang = 'en', path } = splitLangPath(url.pathname);
    const address = `${url.pathname}${url.search}`;

    await loadMessages(lang, pageMessageAreas(route ? { route, search: Object.fromEntries(url.searchParams) } : undefined));
    // A client per page: answers are shared across pages only through the server's response cache.
    const client = apiClient();
    const answers = new Map<string, Result<unknown>>();

    const pass = () =>
      oneAtATime(async () => {
        $router.open(address);
        $lang.set(lang);
        seedQuerySnapshot(Object.fromEntries(answers));
        collectWantedQueries();
        const head = collectHead();
        setWidgetRenderer(options.renderWidget);
        try {
          const html = await renderToHtml();
          return { html, head, wanted: takeWantedQueries() };
        } finally {
          setWidgetRenderer(undefined);
          stopCollectingHead();
        }
      });

    let rendered: { html: string; head: RenderedHead; wanted: ReturnType<typeof takeWantedQueries> } | undefined;
    for (let round = 0; round < MAX_PASSES; round++) {
      rendered = await pass();
      if (rendered.wanted.length === 0) break;
      await Promise.all(rendered.wanted.map(async (query) => answers.set(query.key, await client.query(query.document, query.variables, query.lang))));
    }
    const { html, head } = rendered!;
    seedQuerySnapshot({});
    // Issue 23: a page rendered while the shop's database was away is a 503 (crawlers and balancers
    // come back; the page cache does not keep it), not a 404 or a 200 without its content.
    const unavailable = [...answers.values()].some((answer) => answer.error?.key === 'errors.unavailable');
    const canonical = canonicalPath(path, url.searchParams, route);
    return {
      kind: 'page',
      status: unavailable ? 503 : head.status,
      lang,
      html: pageDocument(options.template, {
        lang,
        dir: textDirection(lang),
        title: head.title,
        description: head.description,
        headTags: headTags({ publicUrl: options.publicUrl, lang, path: canonical, head, noindex: unavailable || head.status !== 200 || head.noindex === true }),
        app: html,
        // In a fixed order: the same page is the same bytes (its ETag), whichever answer came first.
        answers: Object.fromEntries([...answers].sort(([a], [b]) => (a < b ? -1 : 1))),
      }),
    };
  }

  return {
    render,
    address: (url) => renderAddress(url, routeOf(url)),
    sitemap: async () => sitemapXml(await sitemapPaths(apiClient()), options.publicUrl),
    robots: (serverPaths) => robotsTxt(options.publicUrl, serverPaths),
  };
}
