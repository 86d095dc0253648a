import { openPath } from '../local-path.js';

/**
 * Opens `path` with `search` changed by `changes` (an empty value drops the parameter). A change of
 * filter starts again at page 1 unless it sets the page itself: the list's state lives in its
 * address, so a reload or a shared link shows the same list.
 */
export function openWithSearch(path: string, search: Record<string, string>, changes: Record<string, string>): void {
  const next = new URLSearchParams({ ...search, ...changes });
  if (!('page' in changes)) next.delete('page');
  for (const [name, value] of [...next.entries()]) if (!value) next.delete(name);
  const query = next.toString();
  openPath(query ? `${path}?${query}` : path);
}

/** A page number from the address: 1 unless a whole number above 0. */
export function pageOf(search: Record<string, string>): number {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
