import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Tells whether a path is a page of the host site. */
export type RouteMatcher = (pathname: string) => boolean;

const cache = new Map<string, Promise<RouteMatcher>>();
const LANGUAGE_PREFIX = /^\/(ku|ar)(?=\/|$)/;

// The host router's patterns (@nanostores/router): `/products/:id`, optional `:id?`.
function toRegExp(pattern: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? (part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${escape(part)}`))
    .join('');
  return new RegExp(`^${source}/?$`);
}

/**
 * Reads the host site's route table (`routes.json`, written by the build) once per directory.
 * Without one every path counts as a page, as plain history fallback would.
 */
export function hostRoutes(siteDir: string): Promise<RouteMatcher> {
  let matcher = cache.get(siteDir);
  if (!matcher) {
    matcher = readFile(path.join(siteDir, 'routes.json'), 'utf8').then(
      (text) => {
        const patterns = Object.values(JSON.parse(text) as Record<string, string>).map(toRegExp);
        return (pathname: string) => {
          // Every page also lives under /ku and /ar (the storefront's language URLs, README).
          const path = pathname.replace(LANGUAGE_PREFIX, '') || '/';
          return patterns.some((pattern) => pattern.test(path));
        };
      },
      () => () => true,
    );
    cache.set(siteDir, matcher);
  }
  return matcher;
}
