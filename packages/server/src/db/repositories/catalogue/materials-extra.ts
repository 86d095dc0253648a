import type { Kysely } from 'kysely';
import type { Database, Lang } from '../../types.js';
import { localized } from '../localized.js';
import type { LocalizedScentRow } from './materials.js';

/** A wick or a package: title in one language, picture, price in IQD. */
export interface LocalizedPricedMaterialRow {
  id: number;
  title: string;
  image: string;
  price: number;
}

/** A container (white-label or refill) with its title in one language. */
export interface LocalizedContainerRow {
  id: number;
  title: string;
  image: string;
}

/** A size a container comes in. */
export interface ContainerSizeLine {
  container_id: number;
  id: number;
  title: string;
  value: number;
}

/** Every scent, by id. */
export function listScents(db: Kysely<Database>, lang: Lang): Promise<LocalizedScentRow[]> {
  return db
    .selectFrom('scents as s')
    .select(['s.id', 's.image', localized('s.title', lang).as('title')])
    .orderBy('s.id')
    .execute();
}

/** Every wick, by id. */
export function listWicks(db: Kysely<Database>, lang: Lang): Promise<LocalizedPricedMaterialRow[]> {
  return db
    .selectFrom('wicks as w')
    .select(['w.id', 'w.image', 'w.price', localized('w.title', lang).as('title')])
    .orderBy('w.id')
    .execute();
}

/** Every package, by id. */
export function listPackages(db: Kysely<Database>, lang: Lang): Promise<LocalizedPricedMaterialRow[]> {
  return db
    .selectFrom('packages as p')
    .select(['p.id', 'p.image', 'p.price', localized('p.title', lang).as('title')])
    .orderBy('p.id')
    .execute();
}

/** Every white-label container, by id. */
export function listContainers(db: Kysely<Database>, lang: Lang): Promise<LocalizedContainerRow[]> {
  return db
    .selectFrom('containers as c')
    .select(['c.id', 'c.image', localized('c.title', lang).as('title')])
    .orderBy('c.id')
    .execute();
}

/** Every refill container, by id. */
export function listRefillContainers(db: Kysely<Database>, lang: Lang): Promise<LocalizedContainerRow[]> {
  return db
    .selectFrom('refill_containers as c')
    .select(['c.id', 'c.image', localized('c.title', lang).as('title')])
    .orderBy('c.id')
    .execute();
}

/** The sizes of many white-label containers in one query; per container smallest first. */
export function findSizesOfContainers(db: Kysely<Database>, lang: Lang, ids: readonly number[]): Promise<ContainerSizeLine[]> {
  return db
    .selectFrom('container_sizes as cs')
    .innerJoin('sizes as s', 's.id', 'cs.size_id')
    .select(['cs.container_id', 's.id', 's.value', localized('s.title', lang).as('title')])
    .where('cs.container_id', 'in', ids.length ? ids : [-1])
    .orderBy('cs.container_id')
    .orderBy('s.value')
    .orderBy('s.id')
    .execute();
}

/** The sizes of many refill containers in one query; per container smallest first. */
export function findSizesOfRefillContainers(db: Kysely<Database>, lang: Lang, ids: readonly number[]): Promise<ContainerSizeLine[]> {
  return db
    .selectFrom('refill_container_sizes as rs')
    .innerJoin('sizes as s', 's.id', 'rs.size_id')
    .select(['rs.refill_container_id as container_id', 's.id', 's.value', localized('s.title', lang).as('title')])
    .where('rs.refill_container_id', 'in', ids.length ? ids : [-1])
    .orderBy('rs.refill_container_id')
    .orderBy('s.value')
    .orderBy('s.id')
    .execute();
}

/** SPEC §3: the single white-label price per candle, or undefined when none is set. */
export async function findWhiteLabelPrice(db: Kysely<Database>): Promise<number | undefined> {
  const row = await db.selectFrom('white_label_price').select('price').executeTakeFirst();
  return row?.price;
}
