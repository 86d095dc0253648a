import type { ProductWithPartsRow } from '../../db/repositories/catalogue/products.js';
import type { BatchLoader } from '../../internal/batch-loader.js';
import { roundRating } from './rules.js';
import type { CategoryView, ColorView, ProductImageView, ProductSizeView, ProductView, ReviewView, ScentView, SubCategoryView, createViews } from './views.js';

/** The per-request loaders a product's parts can fill. */
export interface PartLoaders {
  product: BatchLoader<number, ProductView | null>;
  rating: BatchLoader<number, { rating: number; ratings: number }>;
  category: BatchLoader<number, CategoryView | null>;
  subCategory: BatchLoader<number, SubCategoryView | null>;
  collection: BatchLoader<number, CategoryView | null>;
  sizes: BatchLoader<number, ProductSizeView[]>;
  colors: BatchLoader<number, ColorView[]>;
  scents: BatchLoader<number, ScentView[]>;
  images: BatchLoader<number, ProductImageView[]>;
  reviews: BatchLoader<number, ReviewView[]>;
}

/**
 * Hands the parts that came with a product's row to the loaders its fields resolve through, so
 * the resolvers stay as they are and ask the database nothing more. Returns the product's view.
 */
export function primeParts(load: PartLoaders, view: ReturnType<typeof createViews>, row: ProductWithPartsRow): ProductView {
  const product = view.product(row);
  const { id } = row;
  load.product.prime(id, product);
  if (row.rating) load.rating.prime(id, { rating: roundRating(row.rating.average), ratings: row.rating.count });
  if (row.category !== undefined) load.category.prime(row.category_id, row.category && view.category(row.category));
  if (row.collection !== undefined && row.collection_id !== null) load.collection.prime(row.collection_id, row.collection && view.category(row.collection));
  if (row.subCategory !== undefined && row.sub_category_id !== null) {
    const sub = row.subCategory;
    load.subCategory.prime(row.sub_category_id, sub && view.subCategory(sub));
    if (sub?.category) load.category.prime(sub.category_id, view.category(sub.category));
  }
  if (row.sizes) load.sizes.prime(id, row.sizes.map(view.productSize));
  if (row.colors) load.colors.prime(id, row.colors.map(view.color));
  if (row.scents) load.scents.prime(id, row.scents.map(view.scent));
  if (row.images) load.images.prime(id, row.images.map(view.image));
  if (row.reviews)
    load.reviews.prime(
      id,
      row.reviews.map((review) => view.review({ ...review, created_at: new Date(review.created_ms) })),
    );
  return product;
}
