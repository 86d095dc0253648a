import type { Kysely } from 'kysely';
import type { Database, Lang } from '../../types.js';
import { localized, localizedOrNull } from '../localized.js';

/** A size with its title in one language. */
export interface LocalizedSizeRow {
  id: number;
  title: string;
  value: number;
}

/** A colour with its texts in one language. */
export interface LocalizedColorRow {
  id: number;
  title: string;
  hex: string;
  label: string | null;
  refill_price: number;
}

/** A scent with its title in one language. */
export interface LocalizedScentRow {
  id: number;
  title: string;
  image: string;
}

/** A size a product comes in, with that size's price. */
export interface ProductSizeLine {
  id: number;
  product_id: number;
  price: number;
  size_id: number;
  size_title: string;
  size_value: number;
}

/** Every size, smallest first. */
export function listSizes(db: Kysely<Database>, lang: Lang): Promise<LocalizedSizeRow[]> {
  return db
    .selectFrom('sizes as s')
    .select(['s.id', 's.value', localized('s.title', lang).as('title')])
    .orderBy('s.value')
    .orderBy('s.id')
    .execute();
}

/** Every colour, by id. */
export function listColors(db: Kysely<Database>, lang: Lang): Promise<LocalizedColorRow[]> {
  return db
    .selectFrom('colors as c')
    .select(['c.id', 'c.hex', 'c.refill_price', localized('c.title', lang).as('title'), localizedOrNull('c.label', lang).as('label')])
    .orderBy('c.id')
    .execute();
}

/** The sizes of many products in one query; per product smallest first (the first size's price is the fallback, SPEC §2). */
export function findSizesOfProducts(db: Kysely<Database>, lang: Lang, productIds: readonly number[]): Promise<ProductSizeLine[]> {
  return db
    .selectFrom('product_sizes as ps')
    .innerJoin('sizes as s', 's.id', 'ps.size_id')
    .select(['ps.id', 'ps.product_id', 'ps.price', 's.id as size_id', 's.value as size_value', localized('s.title', lang).as('size_title')])
    .where('ps.product_id', 'in', productIds.length ? productIds : [-1])
    .orderBy('ps.product_id')
    .orderBy('s.value')
    .orderBy('ps.id')
    .execute();
}

/** The colours of many products in one query. */
export function findColorsOfProducts(db: Kysely<Database>, lang: Lang, productIds: readonly number[]): Promise<Array<LocalizedColorRow & { product_id: number }>> {
  return db
    .selectFrom('product_colors as pc')
    .innerJoin('colors as c', 'c.id', 'pc.color_id')
    .select(['pc.product_id', 'c.id', 'c.hex', 'c.refill_price', localized('c.title', lang).as('title'), localizedOrNull('c.label', lang).as('label')])
    .where('pc.product_id', 'in', productIds.length ? productIds : [-1])
    .orderBy('pc.product_id')
    .orderBy('c.id')
    .execute();
}

/** The scents of many products in one query. */
export function findScentsOfProducts(db: Kysely<Database>, lang: Lang, productIds: readonly number[]): Promise<Array<LocalizedScentRow & { product_id: number }>> {
  return db
    .selectFrom('product_scents as ps')
    .innerJoin('scents as s', 's.id', 'ps.scent_id')
    .select(['ps.product_id', 's.id', 's.image', localized('s.title', lang).as('title')])
    .where('ps.product_id', 'in', productIds.length ? productIds : [-1])
    .orderBy('ps.product_id')
    .orderBy('s.id')
    .execute();
}
