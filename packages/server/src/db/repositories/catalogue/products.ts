import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database, Lang } from '../../types.js';
import { prepared } from '../../named-statements.js';
import { shapedQuery } from '../../query-shapes.js';
import { localized } from '../localized.js';
import { canonicalParts, productPartColumns, type ProductPart, type ProductPartColumns } from './product-parts.js';

/** A product row with its texts in one language. */
export interface LocalizedProductRow {
  id: number;
  category_id: number;
  sub_category_id: number | null;
  collection_id: number | null;
  stock: number;
  price: number | null;
  is_new: boolean;
  image: string;
  created_at: Date;
  title: string;
  description: string;
}

/** The shop filter (SPEC §7 filter input); every set field must match (AND). */
export interface ProductFilter {
  category?: number;
  subCategory?: number;
  collection?: number;
  color?: number;
  size?: number;
}

type ProductQuery<O> = SelectQueryBuilder<Database, 'products', O>;

/** Products with their texts in one language; the base of every product listing. */
export function selectProducts(db: Kysely<Database>, lang: Lang) {
  // Issue 15: a product the shop hid is in no listing, search or product(id).
  return selectAnyProducts(db, lang).where('products.visible', '=', true);
}

/** Products shown or hidden: an order's line still names what was bought (issue 15). */
function selectAnyProducts(db: Kysely<Database>, lang: Lang) {
  return db
    .selectFrom('products')
    .select([
      'id',
      'category_id',
      'sub_category_id',
      'collection_id',
      'stock',
      'price',
      'is_new',
      'image',
      'created_at',
      localized('products.title', lang).as('title'),
      localized('products.description', lang).as('description'),
    ]);
}

// Every listing is newest first; the id breaks ties so pages never overlap.
const newestFirst = <O>(query: ProductQuery<O>) => query.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc');

function applyFilter<O>(query: ProductQuery<O>, filter: ProductFilter): ProductQuery<O> {
  let q = query;
  if (filter.category !== undefined) q = q.where('products.category_id', '=', filter.category);
  if (filter.subCategory !== undefined) q = q.where('products.sub_category_id', '=', filter.subCategory);
  if (filter.collection !== undefined) q = q.where('products.collection_id', '=', filter.collection);
  if (filter.color !== undefined) {
    const color = filter.color;
    q = q.where(({ exists, selectFrom }) => exists(selectFrom('product_colors as pc').select('pc.color_id').whereRef('pc.product_id', '=', 'products.id').where('pc.color_id', '=', color)));
  }
  if (filter.size !== undefined) {
    const size = filter.size;
    q = q.where(({ exists, selectFrom }) => exists(selectFrom('product_sizes as ps').select('ps.size_id').whereRef('ps.product_id', '=', 'products.id').where('ps.size_id', '=', size)));
  }
  return q;
}

/** Products with the given ids (any order). */
export function findProducts(db: Kysely<Database>, lang: Lang, ids: readonly number[]): Promise<LocalizedProductRow[]> {
  return selectProducts(db, lang)
    .where('products.id', 'in', ids.length ? ids : [-1])
    .execute();
}

/** Products with the given ids, hidden ones too (the lines of past orders). */
export function findOrderedProducts(db: Kysely<Database>, lang: Lang, ids: readonly number[]): Promise<LocalizedProductRow[]> {
  return selectAnyProducts(db, lang)
    .where('products.id', 'in', ids.length ? ids : [-1])
    .execute();
}

/** One page of the products matching a filter, newest first. */
export function filterProducts(db: Kysely<Database>, lang: Lang, filter: ProductFilter, page: { limit: number; offset: number }): Promise<LocalizedProductRow[]> {
  return newestFirst(applyFilter(selectProducts(db, lang), filter))
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

// Shown products matching a filter, counted.
const countMatches = (db: Kysely<Database>, filter: ProductFilter) => applyFilter(db.selectFrom('products').where('products.visible', '=', true), filter).select((eb) => eb.fn.countAll<number | string>().as('total'));

/** How many products match a filter in all. */
export async function countProducts(db: Kysely<Database>, filter: ProductFilter): Promise<number> {
  const row = await countMatches(db, filter).executeTakeFirstOrThrow();
  // pg returns bigint counts as strings, PGlite as numbers.
  return Number(row.total);
}

/**
 * Up to `limit` other products sharing the sub-category or the collection of a product,
 * those sharing both first, then newest first.
 */
export function findSimilarProducts(db: Kysely<Database>, lang: Lang, product: { id: number; sub_category_id: number | null; collection_id: number | null }, limit: number): Promise<LocalizedProductRow[]> {
  const sub = product.sub_category_id ?? -1;
  const collection = product.collection_id ?? -1;
  return selectProducts(db, lang)
    .where('products.id', '!=', product.id)
    .where((eb) => eb.or([eb('products.sub_category_id', '=', sub), eb('products.collection_id', '=', collection)]))
    .orderBy((eb) =>
      eb
        .case()
        .when(eb.and([eb('products.sub_category_id', '=', sub), eb('products.collection_id', '=', collection)]))
        .then(0)
        .else(1)
        .end(),
    )
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(limit)
    .execute();
}

/** The newest `perCollection` products of each of many collections, in one query, newest first. */
export function findProductsOfCollections(db: Kysely<Database>, lang: Lang, collectionIds: readonly number[], perCollection: number): Promise<LocalizedProductRow[]> {
  const ranked = selectProducts(db, lang)
    .select(sql<number>`row_number() OVER (PARTITION BY products.collection_id ORDER BY products.created_at DESC, products.id DESC)`.as('rank'))
    .where('products.collection_id', 'in', collectionIds.length ? collectionIds : [-1]);
  return db.selectFrom(ranked.as('p')).selectAll().where('p.rank', '<=', perCollection).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').execute();
}

/** The extra gallery pictures of many products in one query, in gallery order. */
export function findImagesOfProducts(db: Kysely<Database>, productIds: readonly number[]): Promise<Array<{ id: number; product_id: number; path: string }>> {
  return db
    .selectFrom('product_images')
    .select(['id', 'product_id', 'path'])
    .where('product_id', 'in', productIds.length ? productIds : [-1])
    .orderBy('product_id')
    .orderBy('position')
    .execute();
}

/** A product row with the parts a query asked for (product-parts.ts). */
export type ProductWithPartsRow = LocalizedProductRow & ProductPartColumns;

/** @internal Exported for the bound test (query-shapes.test.ts). */
export const productWithParts = shapedQuery((db, wanted: ProductPart[], values: { lang: Lang; id: number }) =>
  selectProducts(db, values.lang).modifyFront(prepared).select(productPartColumns(values.lang, wanted)).where('products.id', '=', values.id),
);

/** One product with the given parts, in one query; undefined when it does not exist. */
export async function findProductWithParts(db: Kysely<Database>, lang: Lang, id: number, wanted: readonly ProductPart[]): Promise<ProductWithPartsRow | undefined> {
  const [row] = await productWithParts(db, canonicalParts(wanted), { lang, id });
  return row as ProductWithPartsRow | undefined;
}

// PostgreSQL plans a named statement for its bound values (a custom plan) and keeps one plan for
// any values (the generic plan) only when that costs no more. A bound LIMIT is a row count in a
// custom plan but a guess of a tenth of the table in the generic one, so the page's generic plan
// looked dearer and the filter was planned again on every run (issue 14: about 0.2 ms of
// PostgreSQL's 0.4 ms a request). As a one-row subquery the count is a guess in both plans, the
// plans cost the same, and the generic one is kept; its shape is the custom one's.
const unplanned = (value: number) => sql<number>`(SELECT ${value}::bigint)`;

// The filters set (their values bound per run) and the parts decide the SQL.
/** @internal Exported for the bound test (query-shapes.test.ts). */
export const pageWithParts = shapedQuery((db, shape: { filters: Array<keyof ProductFilter>; wanted: ProductPart[] }, values: { lang: Lang; limit: number; offset: number } & ProductFilter) => {
  // The parts are computed outside the page's subquery, for its rows only. The count is a
  // subquery that names no outer column, so PostgreSQL runs it once; a window over the matches
  // would carry every match through a tuplestore first (about a tenth of the query's time).
  const page = newestFirst(applyFilter(selectProducts(db, values.lang), values))
    .limit(unplanned(values.limit))
    .offset(unplanned(values.offset));
  return newestFirst(db.selectFrom(page.as('products')).modifyFront(prepared).selectAll('products').select(countMatches(db, values).as('total')).select(productPartColumns(values.lang, shape.wanted)));
});

/**
 * One page of the products matching a filter, newest first, with the given parts and the number
 * of matches in all, in one query. A page past the end has no row to carry that number: then
 * `total` is undefined and the caller counts apart.
 */
export async function filterProductsWithParts(
  db: Kysely<Database>,
  lang: Lang,
  filter: ProductFilter,
  page: { limit: number; offset: number },
  wanted: readonly ProductPart[],
): Promise<{ rows: ProductWithPartsRow[]; total: number | undefined }> {
  const set = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as ProductFilter;
  const filters = Object.keys(set).sort() as Array<keyof ProductFilter>;
  const rows = (await pageWithParts(db, { filters, wanted: canonicalParts(wanted) }, { lang, ...page, ...set })) as Array<ProductWithPartsRow & { total: number | string }>;
  // pg returns bigint counts as strings, PGlite as numbers.
  return { rows, total: rows.length ? Number(rows[0]!.total) : undefined };
}
