import type { SeedArea } from '../area.js';
import { colors, scents } from './materials.js';
import { buildPictures } from './pictures.js';
import { candles } from './candles.js';
import { otherProducts } from './other-products.js';
import { buildRows } from './rows.js';
import { categories, collections } from './taxonomy.js';

/** The catalogue: categories, collections, materials of products, 45 products, reviews, pictures. */
export const catalogueSeed: SeedArea = {
  name: 'catalogue',
  anchor: 'categories',
  identityTables: ['sub_categories', 'collections', 'sizes', 'colors', 'scents', 'products', 'product_sizes', 'product_images', 'reviews'],
  async run(trx) {
    const products = [...candles, ...otherProducts];
    const rows = buildRows(products);
    const media = buildPictures({ categories, collections, colors, scents, products }).map((picture) => ({
      path: picture.path,
      content_type: 'image/svg+xml',
      body: picture.body,
    }));
    // Parents before children, one multi-row INSERT per table.
    await trx.insertInto('categories').values(rows.categories).execute();
    await trx.insertInto('sub_categories').values(rows.sub_categories).execute();
    await trx.insertInto('collections').values(rows.collections).execute();
    await trx.insertInto('sizes').values(rows.sizes).execute();
    await trx.insertInto('colors').values(rows.colors).execute();
    await trx.insertInto('scents').values(rows.scents).execute();
    await trx.insertInto('products').values(rows.products).execute();
    await trx.insertInto('product_sizes').values(rows.product_sizes).execute();
    await trx.insertInto('product_colors').values(rows.product_colors).execute();
    await trx.insertInto('product_scents').values(rows.product_scents).execute();
    await trx.insertInto('product_images').values(rows.product_images).execute();
    await trx.insertInto('reviews').values(rows.reviews).execute();
    await trx.insertInto('media').values(media).execute();
  },
};
