import { sql, type AliasedRawBuilder, type RawBuilder } from 'kysely';
import type { Lang } from '../../types.js';
import type { LocalizedColorRow, LocalizedScentRow, ProductSizeLine } from './materials.js';
import type { LocalizedCategoryRow, LocalizedSubCategoryRow } from './taxonomy.js';
import { localized, localizedOrNull } from '../localized.js';
import { REVIEWS_PER_PRODUCT } from './reviews.js';

// What hangs off a product, as JSON columns beside the product's own: a page of products with
// every part a query asks for comes back in one round trip instead of one query per kind of part
// (issue 14: the uncached API). Each part is a correlated subquery on `products.id`, so it runs
// for the rows of the page only, through the same indexes the separate queries used.

/** The parts of a product that can come with it. */
export type ProductPart = 'rating' | 'category' | 'subCategory' | 'collection' | 'sizes' | 'colors' | 'scents' | 'images' | 'reviews';

/** A visible review as it comes in a part: its time in ms since the epoch (no time-zone parsing). */
export interface ReviewPartRow {
  id: number;
  product_id: number;
  customer_name: string;
  customer_profile: string | null;
  rating: number;
  body: string;
  visible: boolean;
  created_ms: number;
}

/** The parts' columns; a part the query did not ask for is absent. */
export interface ProductPartColumns {
  rating?: { average: number | null; count: number };
  category?: LocalizedCategoryRow | null;
  subCategory?: (LocalizedSubCategoryRow & { category: LocalizedCategoryRow | null }) | null;
  collection?: LocalizedCategoryRow | null;
  sizes?: ProductSizeLine[];
  colors?: Array<LocalizedColorRow & { product_id: number }>;
  scents?: Array<LocalizedScentRow & { product_id: number }>;
  images?: Array<{ id: number; product_id: number; path: string }>;
  reviews?: ReviewPartRow[];
}

const id = sql.ref('products.id');
// A JSON array of the rows, in order; an empty array rather than null when there are none.
const list = (object: RawBuilder<unknown>, order: RawBuilder<unknown>) => sql`coalesce(json_agg(${object} ORDER BY ${order}), '[]'::json)`;
const taxon = (alias: string, lang: Lang) =>
  sql`json_build_object('id', ${sql.ref(`${alias}.id`)}, 'image', ${sql.ref(`${alias}.image`)}, 'title', ${localized(`${alias}.title`, lang)}, 'story', ${localized(`${alias}.story`, lang)})`;

const parts: Record<ProductPart, (lang: Lang) => RawBuilder<unknown>> = {
  // Visible reviews only (SPEC §9); no reviews gives a null average and a count of 0.
  rating: () => sql`(SELECT json_build_object('average', avg(r.rating)::float8, 'count', count(*)::int) FROM reviews r WHERE r.product_id = ${id} AND r.visible)`,
  category: (lang) => sql`(SELECT ${taxon('c', lang)} FROM categories c WHERE c.id = products.category_id)`,
  collection: (lang) => sql`(SELECT ${taxon('c', lang)} FROM collections c WHERE c.id = products.collection_id)`,
  subCategory: (lang) => sql`(SELECT json_build_object('id', s.id, 'category_id', s.category_id, 'title', ${localized('s.title', lang)},
      'category', (SELECT ${taxon('c', lang)} FROM categories c WHERE c.id = s.category_id))
    FROM sub_categories s WHERE s.id = products.sub_category_id)`,
  // Smallest first: the first size's price is the fallback (SPEC §2). The rows become JSON
  // whole (their columns' names are the keys): json_build_object looks up its arguments' types
  // on every call, a cost the listing pays for every size of every product on the page.
  sizes: (lang) => sql`(SELECT ${list(sql`x`, sql`x.size_value, x.id`)} FROM (
    SELECT ps.id, ps.product_id, ps.price, s.id AS size_id, s.value AS size_value, ${localized('s.title', lang)} AS size_title
    FROM product_sizes ps JOIN sizes s ON s.id = ps.size_id WHERE ps.product_id = ${id}) x)`,
  colors: (lang) =>
    sql`(SELECT ${list(
      sql`json_build_object('product_id', pc.product_id, 'id', c.id, 'hex', c.hex, 'refill_price', c.refill_price, 'title', ${localized('c.title', lang)}, 'label', ${localizedOrNull('c.label', lang)})`,
      sql`c.id`,
    )} FROM product_colors pc JOIN colors c ON c.id = pc.color_id WHERE pc.product_id = ${id})`,
  scents: (lang) =>
    sql`(SELECT ${list(
      sql`json_build_object('product_id', ps.product_id, 'id', s.id, 'image', s.image, 'title', ${localized('s.title', lang)})`,
      sql`s.id`,
    )} FROM product_scents ps JOIN scents s ON s.id = ps.scent_id WHERE ps.product_id = ${id})`,
  images: () => sql`(SELECT ${list(sql`json_build_object('id', i.id, 'product_id', i.product_id, 'path', i.path)`, sql`i.position`)}
    FROM product_images i WHERE i.product_id = ${id})`,
  // The newest REVIEWS_PER_PRODUCT only (SECURITY-REVIEW H4).
  reviews: () =>
    sql`(SELECT ${list(
      sql`json_build_object('id', r.id, 'product_id', r.product_id, 'customer_name', r.customer_name, 'customer_profile', r.customer_profile,
      'rating', r.rating, 'body', r.body, 'visible', r.visible, 'created_ms', (extract(epoch FROM r.created_at) * 1000)::float8)`,
      sql`r.created_at DESC, r.id DESC`,
    )} FROM (SELECT * FROM reviews r WHERE r.product_id = ${id} AND r.visible ORDER BY r.created_at DESC, r.id DESC LIMIT ${sql.lit(REVIEWS_PER_PRODUCT)}) r)`,
};

/**
 * The parts once each, in one order: a query's shape (SECURITY-REVIEW M6: the same fields in any
 * order, or twice, are one SQL text and one prepared statement).
 */
export function canonicalParts(wanted: Iterable<ProductPart>): ProductPart[] {
  return [...new Set(wanted)].sort();
}

/** The select-list columns of the given parts, each named after its part; `products` must be in scope. */
export function productPartColumns(lang: Lang, wanted: Iterable<ProductPart>): Array<AliasedRawBuilder<unknown, ProductPart>> {
  return canonicalParts(wanted).map((part) => parts[part](lang).as(part));
}
