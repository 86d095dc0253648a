import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What the host site's server renderer answers for an address (host-site/src/ssr/render-page.tsx,
 * built apart into dist/host-site-ssr/: the server imports no client code, it loads the build).
 */
export type RenderedPage =
  | { kind: 'page'; status: number; html: string; lang: string }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  /** `busy`: a server-rendered page, but too many renders were under way (SECURITY-REVIEW M7). */
  | { kind: 'client'; busy?: true };

/** The storefront's server renderer: its pages, its sitemap and its robots.txt. */
export interface PageRenderer {
  render(url: URL): Promise<RenderedPage>;
  /** The address the page at `url` is rendered and cached for: the parameters it reads only. */
  address(url: URL): URL;
  sitemap(): Promise<string>;
  robots(serverPaths: readonly string[]): string;
}

/** What the renderer is made with. */
export interface PageRendererSettings {
  /** dist/host-site-ssr. */
  ssrDir: string;
  /** dist/sdk-ssr: the widgets' server renderer (optional: without it widgets start in the browser). */
  sdkSsrDir?: string;
  /** dist/host-site: its index.html is the page every render fills. */
  hostSiteDir: string;
  publicUrl: string;
  /** The server's own GraphQL, answered in-process. */
  graphql: (request: Request) => Promise<Response>;
}

type WidgetRenderer = (tag: string, attributes: Readonly<Record<string, string>>) => string | undefined;
type RendererModule = {
  createPageRenderer(options: { template: string; publicUrl: string; graphql: PageRendererSettings['graphql']; renderWidget?: WidgetRenderer }): PageRenderer;
};
type WidgetRendererModule = { createWidgetRenderer(settings: { endpoint: string; storefront: string }): Promise<WidgetRenderer> };

/**
 * The rendered pages carry the storefront's stylesheet inline: a first visit paints without
 * waiting for one more round trip (about 7 KB compressed). Pages rendered in the browser keep the
 * cached file.
 */
async function inlineStylesheet(template: string, hostSiteDir: string): Promise<string> {
  const link = /<link rel="stylesheet" href="\/([^"]+\.css)"\s*\/?>/.exec(template);
  if (!link) return template;
  const css = await readFile(path.join(hostSiteDir, link[1]!), 'utf8');
  // `</style` cannot occur in our CSS; a function replacement keeps any `$` in it as it is.
  return template.replace(link[0], () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
}

const isFile = async (file: string) => (await stat(file).catch(() => null))?.isFile() ?? false;

/**
 * Loads the server renderer, or undefined when it is not built (the storefront then renders in the
 * browser only, as a plain history-fallback site).
 */
export async function loadPageRenderer(settings: PageRendererSettings): Promise<PageRenderer | undefined> {
  const entry = path.join(settings.ssrDir, 'render-page.js');
  if (!(await isFile(entry))) return undefined;
  const template = await inlineStylesheet(await readFile(path.join(settings.hostSiteDir, 'index.html'), 'utf8'), settings.hostSiteDir);
  const widgetsEntry = settings.sdkSsrDir && path.join(settings.sdkSsrDir, 'server-render.js');
  // The widgets' settings as the storefront's loader has them: this shop's API and pages.
  const renderWidget =
    widgetsEntry && (await isFile(widgetsEntry))
      ? await ((await import(pathToFileURL(widgetsEntry).href)) as WidgetRendererModule).createWidgetRenderer({
          endpoint: new URL('/graphql', settings.publicUrl).href,
          storefront: new URL(settings.publicUrl).origin,
        })
      : undefined;
  const module = (await import(pathToFileURL(entry).href)) as RendererModule;
  return module.createPageRenderer({ template, publicUrl: settings.publicUrl, graphql: settings.graphql, renderWidget });
}
