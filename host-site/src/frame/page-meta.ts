import { useEffect } from 'react';
import { useI18n } from '@candleshop/ui';

/** The document title of a page: its own title, then the shop's name. */
export function pageTitle(title: string, brand: string): string {
  return title && title !== brand ? `${title} · ${brand}` : brand;
}

/** What a page tells the server while it is rendered there: its head and its HTTP status. */
export interface RenderedHead {
  title?: string;
  description?: string;
  status: number;
  /** schema.org objects, written into the page as JSON-LD. */
  structuredData: object[];
  /** A private page (a partner's report link): search engines are asked not to keep it. */
  noindex?: boolean;
}

// Set only while the server renders a page (one render at a time: ssr/render-page.tsx).
let rendering: RenderedHead | null = null;

/** Server rendering: collects what the next render's pages say of their head and status. */
export function collectHead(): RenderedHead {
  rendering = { status: 200, structuredData: [] };
  return rendering;
}

/** Server rendering: stops collecting. */
export function stopCollectingHead(): void {
  rendering = null;
}

/**
 * Sets the page's title and meta description in its language: into the head the server writes
 * while rendering, and in the browser in an effect (rendering reads no `document`).
 */
export function usePageMeta(title: string | undefined, description: string | undefined) {
  const { t } = useI18n();
  const brand = t('brand');
  if (rendering && title !== undefined) {
    rendering.title = pageTitle(title, brand);
    if (description !== undefined) rendering.description = description;
  }
  useEffect(() => {
    if (title === undefined) return;
    document.title = pageTitle(title, brand);
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, brand]);
}

/** A page's structured data (schema.org JSON-LD) for search engines, written by the server. */
export function useStructuredData(...data: (object | null | undefined)[]): void {
  if (rendering) rendering.structuredData.push(...data.filter((item): item is object => Boolean(item)));
}

/** Marks the rendered page as private: `noindex` for search engines (issue 26: a report link's page). */
export function usePrivatePage(): void {
  if (rendering) rendering.noindex = true;
}

/** The HTTP status the server answers a rendered page with (404 for content that does not exist). */
export function usePageStatus(status: number): void {
  if (rendering) rendering.status = status;
}
