import type { Kysely } from 'kysely';
import { findSizesOfProducts, findColorsOfProducts, findScentsOfProducts, listColors, listSizes } from '../../db/repositories/catalogue/materials.js';
import {
  countProducts,
  filterProducts,
  filterProductsWithParts,
  findImagesOfProducts,
  findOrderedProducts,
  findProductWithParts,
  findProducts,
  findProductsOfCollections,
  findSimilarProducts,
  type ProductFilter,
} from '../../db/repositories/catalogue/products.js';
import { findReviewStats, findVisibleReviews } from '../../db/repositories/catalogue/reviews.js';
import { findMostSelling, findTopRated } from '../../db/repositories/sales/sales.js';
import { searchProducts } from '../../db/repositories/catalogue/search.js';
import { findCategories, findCollections, findSubCategories } from '../../db/repositories/catalogue/taxonomy.js';
import type { Database, Lang } from '../../db/types.js';
import { createBatchLoader, groupBy } from '../../internal/batch-loader.js';
import type { ProductPart } from '../../db/repositories/catalogue/product-parts.js';
import { primeParts } from './prime-parts.js';
import { LIST_LIMIT, paginate, roundRating, searchWords, type PaginationView } from './rules.js';
import { createViews, type CategoryView, type ColorView, type ProductView, type SizeView, type SubCategoryView } from './views.js';

export type { ProductFilter } from '../../db/repositories/catalogue/products.js';
export type { ProductPart } from '../../db/repositories/catalogue/product-parts.js';

/** Who is asking: texts come in `lang`, picture URLs start with `publicUrl`. */
export interface CatalogueOptions {
  lang: Lang;
  publicUrl: string;
}

/** One page of the shop listing. */
export interface ProductPageView {
  products: ProductView[];
  pagination: PaginationView;
}

/** SPEC §7 similarProducts: "you might also like" shows at most this many. */
export const SIMILAR_LIMIT = 8;

const byId = <T extends { id: number }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]));

// Every loader here is keyed by a numeric id.
const loader = <V>(loadMany: (ids: readonly number[]) => Promise<Map<number, V>>, missing: V) => createBatchLoader<number, V>(loadMany, missing);

/**
 * The catalogue for one request. Lists run one query; what hangs off each item (sizes, colours,
 * scents, images, ratings, reviews, categories…) goes through batch loaders: one query per kind
 * for every item of a page together, and only when the query asks for it.
 */
export function createCatalogue(db: Kysely<Database>, { lang, publicUrl }: CatalogueOptions) {
  const view = createViews(publicUrl);
  const products = (rows: Parameters<typeof view.product>[0][]) => rows.map(view.product);
  const grouped = async <R, V>(rows: Promise<R[]>, keyOf: (row: R) => number, map: (row: R) => V) => new Map([...groupBy(await rows, keyOf)].map(([key, group]) => [key, group.map(map)]));

  const load = {
    category: loader<CategoryView | null>(async (ids) => byId((await findCategories(db, lang, ids)).map(view.category)), null),
    collection: loader<CategoryView | null>(async (ids) => byId((await findCollections(db, lang, ids)).map(view.category)), null),
    subCategory: loader<SubCategoryView | null>(async (ids) => byId((await findSubCategories(db, lang, { ids })).map(view.subCategory)), null),
    product: loader<ProductView | null>(async (ids) => byId(products(await findProducts(db, lang, ids))), null),
    /** A product an order names, even one the shop hid since (its line keeps its details). */
    orderedProduct: loader<ProductView | null>(async (ids) => byId(products(await findOrderedProducts(db, lang, ids))), null),
    subCategoriesOf: loader((ids) => grouped(findSubCategories(db, lang, { categoryIds: ids }), (row) => row.category_id, view.subCategory), []),
    collectionProducts: loader((ids) => grouped(findProductsOfCollections(db, lang, ids, LIST_LIMIT), (row) => row.collection_id!, view.product), []),
    sizes: loader((ids) => grouped(findSizesOfProducts(db, lang, ids), (row) => row.product_id, view.productSize), []),
    colors: loader((ids) => grouped(findColorsOfProducts(db, lang, ids), (row) => row.product_id, view.color), []),
    scents: loader((ids) => grouped(findScentsOfProducts(db, lang, ids), (row) => row.product_id, view.scent), []),
    images: loader((ids) => grouped(findImagesOfProducts(db, ids), (row) => row.product_id, view.image), []),
    reviews: loader((ids) => grouped(findVisibleReviews(db, ids), (row) => row.product_id, view.review), []),
    rating: loader(async (ids) => new Map((await findReviewStats(db, ids)).map((row) => [row.product_id, { rating: roundRating(row.average), ratings: row.count }])), { rating: 0, ratings: 0 }),
  };

  return {
    ...load,

    /** Every category, by id. */
    categories: async (): Promise<CategoryView[]> => (await findCategories(db, lang)).map(view.category),

    /** Every collection, by id. */
    collections: async (): Promise<CategoryView[]> => (await findCollections(db, lang)).map(view.category),

    /** The newest products, of one category or of all. */
    newestProducts: async (options: { categoryId?: number; first: number }): Promise<ProductView[]> => products(await filterProducts(db, lang, { category: options.categoryId }, { limit: options.first, offset: 0 })),

    /**
     * One page of the products matching every given filter, with the `parts` the query asks for
     * in the same round trip (the count too, unless the page is past the end).
     */
    filter: async (filter: ProductFilter, page: number, items: number, parts: readonly ProductPart[] = []): Promise<ProductPageView> => {
      const found = await filterProductsWithParts(db, lang, filter, { limit: items, offset: (page - 1) * items }, parts);
      const total = found.total ?? (await countProducts(db, filter));
      return { products: found.rows.map((row) => primeParts(load, view, row)), pagination: paginate(total, page, items) };
    },

    /** One product with the `parts` the query asks for, in one query; null when it does not exist. */
    productWithParts: async (id: number, parts: readonly ProductPart[]): Promise<ProductView | null> => {
      const row = await findProductWithParts(db, lang, id, parts);
      return row ? primeParts(load, view, row) : null;
    },

    /** Products like the given one, or null when it does not exist. */
    similarProducts: async (id: number): Promise<ProductView[] | null> => {
      const [row] = await findProducts(db, lang, [id]);
      if (!row) return null;
      return products(await findSimilarProducts(db, lang, row, SIMILAR_LIMIT));
    },

    /** Products matching every word of a shopper's search (none for an empty search). */
    search: async (text: string, first: number): Promise<ProductView[]> => {
      const words = searchWords(text);
      return words.length ? products(await searchProducts(db, lang, words, first)) : [];
    },

    /** The products ordered most. */
    mostSelling: async (first: number): Promise<ProductView[]> => products(await findMostSelling(db, lang, first)),

    /** The best-rated products. */
    topRated: async (first: number): Promise<ProductView[]> => products(await findTopRated(db, lang, first)),

    /** Every size, smallest first. */
    allSizes: async (): Promise<SizeView[]> => listSizes(db, lang),

    /** Every colour, by id. */
    allColors: async (): Promise<ColorView[]> => (await listColors(db, lang)).map(view.color),
  };
}

/** The catalogue service of one request. */
export type Catalogue = ReturnType<typeof createCatalogue>;
