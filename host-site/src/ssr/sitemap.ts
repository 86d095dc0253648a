import { catalogueOperations, contentOperations, LANGUAGES, ticketOperations, localizedPath, type Lang, type PublicClient } from '@candleshop/core';
import routes from '../routes.json';
import { escapeHtml, HREFLANG } from './head-tags.js';
import { SERVER_RENDERED } from './server-routes.js';

type RouteName = keyof typeof routes;

// Public pages without a parameter that are worth a search engine's visit (a search without a
// keyword is not); /sellingpoints only leads to its first child.
const LISTED = (Object.keys(routes) as RouteName[]).filter((name) => SERVER_RENDERED.has(name) && !routes[name].includes(':') && name !== 'search');

// The API's largest pages (packages/server: filter items ≤ 48, allNews first ≤ 24).
const PRODUCTS_PAGE = 48;
const NEWS_PAGE = 24;

async function all<T>(pages: (page: number) => Promise<{ items: readonly T[]; last: number } | undefined>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await pages(page);
    if (!answer) throw new Error('candleshop: the sitemap could not list the catalogue');
    items.push(...answer.items);
    if (page >= answer.last) return items;
  }
}

/** Every public page's address without a language: static pages, products, collections, press, projects, workshops. */
export async function sitemapPaths(client: PublicClient, lang: Lang = 'en'): Promise<string[]> {
  const products = await all(async (page) => {
    const answer = await client.query(catalogueOperations.FilterProducts, { input: null, page, items: PRODUCTS_PAGE }, lang);
    return answer.data && { items: answer.data.filter.products, last: answer.data.filter.pagination.pages };
  });
  const news = await all(async (page) => {
    const answer = await client.query(contentOperations.NewsList, { page, first: NEWS_PAGE }, lang);
    return answer.data && { items: answer.data.allNews.data, last: answer.data.allNews.paginatorInfo.lastPage };
  });
  const [collections, projects, workshops] = await Promise.all([
    client.query(catalogueOperations.Collections, {}, lang),
    client.query(contentOperations.Projects, {}, lang),
    client.query(ticketOperations.Workshops, {}, lang),
  ]);
  if (!collections.data || !projects.data || !workshops.data) throw new Error('candleshop: the sitemap could not list the collections, projects and workshops');
  return [
    ...LISTED.map((name) => routes[name]),
    ...products.map((product) => `/products/${product.id}`),
    ...collections.data.collections.map((collection) => `/collections/${collection.id}`),
    ...news.map((item) => `/press/${item.id}`),
    ...projects.data.projects.map((project) => `/projects/${project.id}`),
    // Issue 27 item 5: each upcoming workshop's page, where its Event structured data is.
    ...workshops.data.workshops.map((workshop) => `/workshops/${workshop.id}`),
  ];
}

/**
 * sitemap.xml (sitemaps.org 0.9): every public page in each language, each entry naming its
 * other languages (Google's hreflang in sitemaps).
 */
export function sitemapXml(paths: readonly string[], publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  const address = (path: string, lang: Lang) => escapeHtml(`${origin}${localizedPath(path, lang)}`);
  const entries = paths.flatMap((path) =>
    LANGUAGES.map((lang) => {
      const alternates = LANGUAGES.map((other) => `<xhtml:link rel="alternate" hreflang="${HREFLANG[other]}" href="${address(path, other)}"/>`).join('');
      return `<url><loc>${address(path, lang)}</loc>${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${address(path, 'en')}"/></url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the pages of one buyer (account, checkout, orders) are not for search engines. */
export function robotsTxt(publicUrl: string, serverPaths: readonly string[]): string {
  const origin = new URL(publicUrl).origin;
  const privatePages = (Object.keys(routes) as RouteName[]).filter((name) => !SERVER_RENDERED.has(name) && name !== 'sellingPoints').map((name) => routes[name].replace(/\/:.*$/, '/'));
  const inEveryLanguage = privatePages.flatMap((path) => LANGUAGES.map((lang) => localizedPath(path, lang)));
  const disallowed = [...new Set([...inEveryLanguage, ...serverPaths])].sort();
  return `User-agent: *\n${disallowed.map((path) => `Disallow: ${path}`).join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
