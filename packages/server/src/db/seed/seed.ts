import { sql, type Kysely } from 'kysely';
import type { Database } from '../types.js';
import { colors, scents } from './materials.js';
import { buildPictures } from './pictures.js';
import { candles } from './products-candles.js';
import { otherProducts } from './products-others.js';
import { buildRows } from './rows.js';
import { categories, collections } from './taxonomy.js';

// Seeding takes this transaction-scoped lock so two instances starting together on one
// PostgreSQL cannot both find the database empty.
const SEED_LOCK = 7_301_220;

const IDENTITY_TABLES = ['sub_categories', 'collections', 'sizes', 'colors', 'scents', 'products', 'product_sizes', 'product_images', 'reviews'] as const;

/**
 * Fills an empty database (no categories yet) with the demo catalogue, in one transaction.
 * @returns true when it seeded, false when the database already had a catalogue
 */
export async function seed(db: Kysely<Database>): Promise<boolean> {
  const products = [...candles, ...otherProducts];
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const existing = await trx.selectFrom('categories').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
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
    // Ids were given explicitly; move each identity past them so later inserts do not collide.
    for (const table of IDENTITY_TABLES) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(trx);
    }
    return true;
  });
}
