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

// Each directory's patterns, read once; undefined when it has no table.
const tables = new Map<string, Promise<RegExp[] | undefined>>();

function patternsOf(siteDir: string): Promise<RegExp[] | undefined> {
  let patterns = tables.get(siteDir);
  if (!patterns) {
    patterns = readFile(path.join(siteDir, 'routes.json'), 'utf8').then(
      (text) => Object.values(JSON.parse(text) as Record<string, string>).map(toRegExp),
      () => undefined,
    );
    tables.set(siteDir, patterns);
  }
  return patterns;
}

// Every page also lives under /ku and /ar (the storefront's language URLs, README).
const matches = (patterns: readonly RegExp[], pathname: string) => {
  const page = pathname.replace(LANGUAGE_PREFIX, '') || '/';
  return patterns.some((pattern) => pattern.test(page));
};

/**
 * Reads the host site's route table (`routes.json`, written by the build) once per directory.
 * Without one every path counts as a page, as plain history fallback would.
 */
export function hostRoutes(siteDir: string): Promise<RouteMatcher> {
  let matcher = cache.get(siteDir);
  if (!matcher) {
    matcher = patternsOf(siteDir).then((patterns) => (patterns ? (pathname: string) => matches(patterns, pathname) : () => true));
    cache.set(siteDir, matcher);
  }
  return matcher;
}

/**
 * Whether a path whose last part has a dot is a page of the route table, not a file: a refill
 * plan cycle's link is `/confirm/p.{token}` (issue 37 item 1), which an extension test alone took
 * for a missing file. False without a table: a missing file stays a 404.
 */
export async function isDottedPage(siteDir: string, pathname: string): Promise<boolean> {
  const patterns = await patternsOf(siteDir);
  return patterns ? matches(patterns, pathname) : false;
}
