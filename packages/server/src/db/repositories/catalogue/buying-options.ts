import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../types.js';

type Db = Kysely<Database> | Transaction<Database>;

/** What a product can be bought in and for how much (integer IQD). */
export interface ProductOptions {
  id: number;
  stock: number;
  /** Null when the price depends on the size. */
  price: number | null;
  /** What a promotion may target it by (issue 35). */
  categoryId: number;
  collectionId: number | null;
  /** product_sizes id → the size id and its price. */
  sizes: Map<number, { sizeId: number; price: number }>;
  colors: Set<number>;
  scents: Set<number>;
}

const none = (ids: readonly number[]) => (ids.length ? ids : [-1]);

/** The options of many products in four queries; products that do not exist are missing. */
export async function findProductOptions(db: Db, productIds: readonly number[]): Promise<Map<number, ProductOptions>> {
  const ids = none([...new Set(productIds)]);
  const [products, sizes, colors, scents] = await Promise.all([
    // A hidden product (issue 15) cannot be bought: it is missing here as an unknown one is.
    db.selectFrom('products').select(['id', 'stock', 'price', 'category_id as categoryId', 'collection_id as collectionId']).where('id', 'in', ids).where('visible', '=', true).execute(),
    db.selectFrom('product_sizes').select(['id', 'product_id', 'size_id', 'price']).where('product_id', 'in', ids).execute(),
    db.selectFrom('product_colors').select(['product_id', 'color_id']).where('product_id', 'in', ids).execute(),
    db.selectFrom('product_scents').select(['product_id', 'scent_id']).where('product_id', 'in', ids).execute(),
  ]);
  const found = new Map<number, ProductOptions>(products.map((row) => [row.id, { ...row, sizes: new Map(), colors: new Set(), scents: new Set() }]));
  for (const row of sizes) found.get(row.product_id)?.sizes.set(row.id, { sizeId: row.size_id, price: row.price });
  for (const row of colors) found.get(row.product_id)?.colors.add(row.color_id);
  for (const row of scents) found.get(row.product_id)?.scents.add(row.scent_id);
  return found;
}

/** What refill prices and choices are made of (SPEC §5 Totals). */
export interface RefillOptions {
  /** refill container id → the size ids it offers. */
  containerSizes: Map<number, Set<number>>;
  /** size id → grams of wax. */
  sizeValues: Map<number, number>;
  /** colour id → IQD per 100 g. */
  colorPrices: Map<number, number>;
  /** wick id → IQD. */
  wickPrices: Map<number, number>;
  scents: Set<number>;
}

/** The refill materials with the given ids, in five queries. */
export async function findRefillOptions(db: Db, ids: { containers: readonly number[]; sizes: readonly number[]; colors: readonly number[]; wicks: readonly number[]; scents: readonly number[] }): Promise<RefillOptions> {
  const [containerSizes, sizes, colors, wicks, scents] = await Promise.all([
    db
      .selectFrom('refill_container_sizes')
      .innerJoin('refill_containers', 'refill_containers.id', 'refill_container_sizes.refill_container_id')
      .select(['refill_container_sizes.refill_container_id as container_id', 'refill_container_sizes.size_id'])
      .where('refill_container_sizes.refill_container_id', 'in', none(ids.containers))
      .execute(),
    db.selectFrom('sizes').select(['id', 'value']).where('id', 'in', none(ids.sizes)).execute(),
    db.selectFrom('colors').select(['id', 'refill_price']).where('id', 'in', none(ids.colors)).execute(),
    db.selectFrom('wicks').select(['id', 'price']).where('id', 'in', none(ids.wicks)).execute(),
    db.selectFrom('scents').select(['id']).where('id', 'in', none(ids.scents)).execute(),
  ]);
  const offered = new Map<number, Set<number>>();
  for (const row of containerSizes) {
    const set = offered.get(row.container_id) ?? new Set<number>();
    set.add(row.size_id);
    offered.set(row.container_id, set);
  }
  return {
    containerSizes: offered,
    sizeValues: new Map(sizes.map((row) => [row.id, row.value])),
    colorPrices: new Map(colors.map((row) => [row.id, row.refill_price])),
    wickPrices: new Map(wicks.map((row) => [row.id, row.price])),
    scents: new Set(scents.map((row) => row.id)),
  };
}
