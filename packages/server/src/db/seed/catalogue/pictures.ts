import type { ColorSeed, ScentSeed } from './materials.js';
import type { ProductSeed } from './products.js';
import { productPicture } from './product-pictures.js';
import { avatarPicture, categoryPicture, collectionPicture, scentPicture } from './scene-pictures.js';
import { avatarCustomers } from './reviews.js';
import type { CategorySeed, CollectionSeed } from './taxonomy.js';

/** One generated picture, stored in the media table and served under its path. */
export interface Picture {
  path: string;
  body: string;
}

const backgrounds = ['#f6efe4', '#efe6f3', '#e6f0ee', '#f3e9e1', '#e9eef6'];

/** Path of a product's main picture. */
export const productImagePath = (id: number) => `/media/products/${id}.svg`;

/** Paths of a product's extra gallery pictures: one to three, depending on the product. */
export function extraImagePaths(product: ProductSeed): string[] {
  const count = 1 + (product.id % 3);
  return Array.from({ length: count }, (_, index) => `/media/products/${product.id}-${index + 2}.svg`);
}

function productPictures(product: ProductSeed, colorsById: Map<number, ColorSeed>, scentsById: Map<number, ScentSeed>): Picture[] {
  const hexes = product.colors.map((id) => colorsById.get(id)!.hex);
  const main = hexes[0] ?? product.tint ?? '#f3ead8';
  const caption = product.price === null ? '' : `${product.price.toLocaleString('en-US')} IQD`;
  const background = backgrounds[product.id % backgrounds.length]!;
  const other = backgrounds[(product.id + 2) % backgrounds.length]!;
  const firstScent = product.scents[0] === undefined ? undefined : scentsById.get(product.scents[0]);
  const base = { form: product.form, caption };
  const variants = [
    productPicture({ ...base, color: hexes[1] ?? main, background: other, lit: true }),
    productPicture({ ...base, color: main, background, lit: false }),
    firstScent ? scentPicture(firstScent) : productPicture({ ...base, color: main, background: other, lit: false }),
  ];
  return [{ path: productImagePath(product.id), body: productPicture({ ...base, color: main, background, lit: true }) }, ...extraImagePaths(product).map((path, index) => ({ path, body: variants[index]! }))];
}

/** Every picture of the demo catalogue, generated from the seed data. */
export function buildPictures(data: { categories: CategorySeed[]; collections: CollectionSeed[]; colors: ColorSeed[]; scents: ScentSeed[]; products: ProductSeed[] }): Picture[] {
  const colorsById = new Map(data.colors.map((color) => [color.id, color]));
  const scentsById = new Map(data.scents.map((scent) => [scent.id, scent]));
  return [
    ...data.categories.map((category) => ({ path: `/media/categories/${category.id}.svg`, body: categoryPicture(category) })),
    ...data.collections.map((collection) => ({ path: `/media/collections/${collection.id}.svg`, body: collectionPicture(collection) })),
    ...data.scents.map((scent) => ({ path: `/media/scents/${scent.id}.svg`, body: scentPicture(scent) })),
    ...avatarCustomers().map(({ number, name }) => ({ path: `/media/avatars/${number}.svg`, body: avatarPicture(name, number) })),
    ...data.products.flatMap((product) => productPictures(product, colorsById, scentsById)),
  ];
}
