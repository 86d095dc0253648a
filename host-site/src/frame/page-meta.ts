import { useEffect } from 'react';
import { useI18n } from '@candleshop/ui';

/** The document title of a page: its own title, then the shop's name. */
export function pageTitle(title: string, brand: string): string {
  return title && title !== brand ? `${title} · ${brand}` : brand;
}

/**
 * Sets the page's title and meta description in its language. In an effect, so rendering reads
 * no `document` (the pages are rendered on the server next).
 */
export function usePageMeta(title: string | undefined, description: string | undefined) {
  const { t } = useI18n();
  const brand = t('brand');
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
