import { $lang, localizedPath } from '@candleshop/core';
import { useI18n } from '@candleshop/ui';
import { $router } from './router.js';

/**
 * Opens a storefront page in the visitor's language (`/shop` in Arabic is `/ar/shop`);
 * `replace` takes the place of the current history entry.
 */
export function openPath(path: string, replace?: boolean): void {
  $router.open(localizedPath(path, $lang.get()), replace);
}

/** Turns a storefront path into the page's language: `href={to('/shop')}`; no path stays none. */
export function useLocalPath(): <Path extends string | undefined>(path: Path) => Path {
  const { lang } = useI18n();
  return (path) => (path === undefined ? path : localizedPath(path, lang)) as typeof path;
}
