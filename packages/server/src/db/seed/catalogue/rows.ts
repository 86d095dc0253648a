import type { Insertable } from 'kysely';
import type { CatalogueTables, Texts } from '../../types.js';
import { colors, scents, sizes } from './materials.js';
import { extraImagePaths, productImagePath } from './pictures.js';
import { formLines, type ProductSeed } from './products.js';
import { buildReviews } from './reviews.js';
import { categories, collections, subCategories } from './taxonomy.js';
import { joinTexts } from '../texts.js';

type Rows = { [Table in keyof CatalogueTables]: Array<Insertable<CatalogueTables[Table]>> };

const DAY = 24 * 60 * 60 * 1000;
// A fixed clock: the seed must come out identical on every database and every run.
const SEEDED_AT = Date.UTC(2026, 10, 1, 9, 0, 0);

const json = (texts: Texts) => JSON.stringify(texts);

function addedAt(product: ProductSeed, newRank: number): Date {
  // New products are the most recent; the rest spread over the year before.
  const daysAgo = product.isNew ? 1 + newRank * 3 : 40 + ((product.id * 37) % 300);
  return new Date(SEEDED_AT - daysAgo * DAY - product.id * 60_000);
}

/** Turns the seed data into table rows, ids included, in insertion order. */
export function buildRows(products: ProductSeed[]): Omit<Rows, 'media'> {
  const newIds = products.filter((product) => product.isNew).map((product) => product.id);
  const created = new Map(products.map((product) => [product.id, addedAt(product, newIds.indexOf(product.id))]));
  const reviewSeeds = buildReviews(products.map((product) => product.id));
  return {
    categories: categories.map((category) => ({
      id: category.id,
      title: json(category.title),
      story: json(category.story),
      image: `/media/categories/${category.id}.svg`,
    })),
    sub_categories: subCategories.map((sub) => ({ id: sub.id, category_id: sub.category, title: json(sub.title) })),
    collections: collections.map((collection) => ({
      id: collection.id,
      title: json(collection.title),
      story: json(collection.story),
      image: `/media/collections/${collection.id}.svg`,
    })),
    sizes: sizes.map((size) => ({ id: size.id, title: json(size.title), value: size.value })),
    colors: colors.map((color) => ({
      id: color.id,
      title: json(color.title),
      hex: color.hex,
      label: color.label ? json(color.label) : null,
      refill_price: color.refill,
    })),
    scents: scents.map((scent) => ({ id: scent.id, title: json(scent.title), image: `/media/scents/${scent.id}.svg` })),
    products: products.map((product) => {
      const line = formLines[product.form];
      return {
        id: product.id,
        category_id: product.category,
        sub_category_id: product.sub,
        collection_id: product.collection,
        stock: product.stock,
        price: product.price,
        is_new: product.isNew ?? false,
        title: json(product.title),
        description: json(line ? joinTexts(' ', product.blurb, line) : product.blurb),
        image: productImagePath(product.id),
        created_at: created.get(product.id)!,
      };
    }),
    product_sizes: products.flatMap((product) => product.sizes.map(([size, price]) => ({ product_id: product.id, size_id: size, price }))).map((row, index) => ({ id: index + 1, ...row })),
    product_colors: products.flatMap((product) => product.colors.map((color) => ({ product_id: product.id, color_id: color }))),
    product_scents: products.flatMap((product) => product.scents.map((scent) => ({ product_id: product.id, scent_id: scent }))),
    product_images: products.flatMap((product) => extraImagePaths(product).map((path, index) => ({ product_id: product.id, path, position: index + 1 }))).map((row, index) => ({ id: index + 1, ...row })),
    reviews: reviewSeeds.map((review, index) => ({
      id: index + 1,
      product_id: review.productId,
      customer_name: review.name,
      customer_profile: review.profile,
      rating: review.rating,
      body: review.body,
      visible: review.visible,
      created_at: new Date(Math.min(created.get(review.productId)!.getTime() + review.day * DAY, SEEDED_AT - index * 60_000)),
    })),
  };
}
