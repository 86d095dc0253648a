import { isSection, SECTIONS, type Section } from './sections.js';

/**
 * What the shop listing shows (SPEC §2 /shop query): a section, a sub-category (`category`), a
 * collection, a size, a colour and a page. Ids are kept as strings, as GraphQL IDs are.
 */
export interface ShopFilter {
  section: Section;
  category?: string;
  collection?: string;
  size?: string;
  color?: string;
  page: number;
}

/** The filter keys that narrow the listing (all but section and page). */
export const FILTER_KEYS = ['category', 'collection', 'size', 'color'] as const;

type Source = { get(name: string): string | null | undefined };

const ID = /^[1-9][0-9]{0,9}$/;

function id(value: string | null | undefined): string | undefined {
  return value && ID.test(value) ? value : undefined;
}

/** Reads a filter from a URL query or element attributes; values that are not valid are dropped. */
export function parseShopFilter(source: Source): ShopFilter {
  const section = source.get('section');
  const page = Number(source.get('page'));
  const filter: ShopFilter = {
    section: isSection(section) ? section : 'all',
    page: Number.isInteger(page) && page > 0 && page < 1e6 ? page : 1,
  };
  for (const key of FILTER_KEYS) {
    const value = id(source.get(key));
    if (value) filter[key] = value;
  }
  return filter;
}

/** Writes a filter as query parameters, leaving out defaults so URLs stay short. */
export function shopFilterEntries(filter: ShopFilter): [string, string][] {
  const entries: [string, string][] = [];
  if (filter.section !== 'all') entries.push(['section', filter.section]);
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value) entries.push([key, value]);
  }
  if (filter.page > 1) entries.push(['page', String(filter.page)]);
  return entries;
}

/** SPEC §2: changing a filter resets the page to 1; changing the section also clears the sub-category. */
export function changeShopFilter(filter: ShopFilter, change: Partial<Omit<ShopFilter, 'page'>>): ShopFilter {
  const next: ShopFilter = { ...filter, ...change, page: 1 };
  if (change.section !== undefined && change.section !== filter.section) delete next.category;
  for (const key of FILTER_KEYS) if (!next[key]) delete next[key];
  return next;
}

/** The `filter` query's input for a shop filter. */
export function toFilterInput(filter: ShopFilter) {
  const category = SECTIONS[filter.section];
  return {
    category: category === undefined ? null : String(category),
    sub_category: filter.category ?? null,
    collection: filter.collection ?? null,
    size: filter.size ?? null,
    color: filter.color ?? null,
  };
}

/** SPEC §9: the listing shows 12 products a page. */
export const SHOP_PAGE_SIZE = 12;

/**
 * The `FilterProducts` query's variables for one page of a shop filter: the grid and the
 * storefront's shop page ask the same question, so one answer serves both.
 */
export function shopPageVariables(filter: ShopFilter) {
  return { input: toFilterInput(filter), page: filter.page, items: SHOP_PAGE_SIZE };
}
