/** A page number, or a gap shown as an ellipsis. */
export type PageItem = number | 'gap';

/**
 * The page links to show (SPEC §2): every page up to 5 pages; above that the first, the last and
 * the current page's neighbours, with a gap where pages are left out.
 * @example paginationWindow(5, 10) // [1, 'gap', 4, 5, 6, 'gap', 10]
 */
export function paginationWindow(current: number, pages: number, neighbours = 1): PageItem[] {
  if (pages <= 5) return Array.from({ length: pages }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), pages);
  // Near an end, widen the window so the list keeps a steady length.
  const from = Math.max(2, Math.min(page - neighbours, pages - 1 - 2 * neighbours - 1));
  const to = Math.min(pages - 1, Math.max(page + neighbours, 2 + 2 * neighbours + 1));
  const items: PageItem[] = [1];
  if (from > 2) items.push(from === 3 ? 2 : 'gap');
  for (let n = from; n <= to; n++) items.push(n);
  if (to < pages - 1) items.push(to === pages - 2 ? pages - 1 : 'gap');
  items.push(pages);
  return items;
}
