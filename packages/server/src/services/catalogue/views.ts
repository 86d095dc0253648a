import type { LocalizedColorRow, LocalizedScentRow, ProductSizeLine } from '../../db/repositories/catalogue/materials.js';
import type { LocalizedProductRow } from '../../db/repositories/catalogue/products.js';
import type { LocalizedCategoryRow, LocalizedSubCategoryRow } from '../../db/repositories/catalogue/taxonomy.js';
import type { ReviewRow } from '../../db/types.js';
import { absoluteUrl, formatReviewDate } from './rules.js';

// Objects shaped like the schema's types. Related objects are referenced by id and resolved
// through the per-request loaders, so nothing is fetched that the query does not ask for.

/** A category or a collection (they share their fields). */
export interface CategoryView {
  id: number;
  title: string;
  story: string;
  image: string | null;
}
/** A collection; its products come from `Catalogue.collectionProducts`. */
export type CollectionView = CategoryView;

/** A sub-category; its category is resolved by id. */
export interface SubCategoryView {
  id: number;
  title: string;
  categoryId: number;
}

/** A product's own fields; sizes, colours, reviews and the rest load per field. */
export interface ProductView {
  id: number;
  stock: number;
  new: boolean;
  /** SPEC §3: whether the viewer may review; no sign-in exists yet, so always false. */
  review: boolean;
  categoryId: number;
  subCategoryId: number | null;
  collectionId: number | null;
  details: ProductDetailsView;
}

/** The schema's ProductDetails: a product's text, image and price, also for a line of an order. */
export interface ProductDetailsView {
  id: number;
  title: string;
  description: string;
  image: string;
  price: number | null;
}

/** A size (grams of wax in `value`). */
export interface SizeView {
  id: number;
  title: string;
  value: number;
}

/** A size a product comes in, with its price in IQD. */
export interface ProductSizeView {
  id: number;
  price: number;
  size: SizeView;
}

/** A colour: `color` is `#rrggbb`, `refill` IQD per 100 g. */
export interface ColorView {
  id: number;
  title: string;
  color: string;
  label: string | null;
  refill: number;
}

/** A scent with its absolute picture URL. */
export interface ScentView {
  id: number;
  title: string;
  image: string;
}

/** An extra gallery picture of a product. */
export interface ProductImageView {
  id: number;
  url: string;
}

/** A visible review; its product is resolved by id. */
export interface ReviewView {
  id: number;
  rating: number;
  review: string;
  visible: boolean;
  date: string;
  customer: { name: string; profile: string | null };
  productId: number;
}

/** Turns localized rows into schema-shaped objects with absolute picture URLs. */
export function createViews(publicUrl: string) {
  return {
    category: (row: LocalizedCategoryRow): CategoryView => ({ ...row, image: absoluteUrl(publicUrl, row.image) }),
    subCategory: (row: LocalizedSubCategoryRow): SubCategoryView => ({ id: row.id, title: row.title, categoryId: row.category_id }),
    product: (row: LocalizedProductRow): ProductView => ({
      id: row.id,
      stock: row.stock,
      new: row.is_new,
      review: false,
      categoryId: row.category_id,
      subCategoryId: row.sub_category_id,
      collectionId: row.collection_id,
      details: {
        id: row.id,
        title: row.title,
        description: row.description,
        image: absoluteUrl(publicUrl, row.image),
        price: row.price,
      },
    }),
    productSize: (row: ProductSizeLine): ProductSizeView => ({
      id: row.id,
      price: row.price,
      size: { id: row.size_id, title: row.size_title, value: row.size_value },
    }),
    color: (row: LocalizedColorRow): ColorView => ({
      id: row.id,
      title: row.title,
      color: row.hex,
      label: row.label,
      refill: row.refill_price,
    }),
    scent: (row: LocalizedScentRow): ScentView => ({ id: row.id, title: row.title, image: absoluteUrl(publicUrl, row.image) }),
    image: (row: { id: number; path: string }): ProductImageView => ({ id: row.id, url: absoluteUrl(publicUrl, row.path) }),
    review: (row: Omit<ReviewRow, 'user_id'>): ReviewView => ({
      id: row.id,
      rating: row.rating,
      review: row.body,
      visible: row.visible,
      date: formatReviewDate(row.created_at),
      customer: { name: row.customer_name, profile: absoluteUrl(publicUrl, row.customer_profile) },
      productId: row.product_id,
    }),
  };
}
