import { sql, type Kysely } from 'kysely';
import type { Database, Lang } from '../../types.js';
import { localized } from '../localized.js';

/** A city with its name in one language and its delivery price in IQD. */
export interface LocalizedCityRow {
  id: number;
  name: string;
  price: number;
}

/** A selling point with its texts in one language. */
export interface LocalizedSellingPointRow {
  id: number;
  city_id: number;
  title: string;
  description: string;
  image: string;
  latitude: number;
  longitude: number;
  drop: boolean;
  is_studio: boolean;
}

/** An online shop with its texts in one language. */
export interface LocalizedOnlineShopRow {
  id: number;
  title: string;
  description: string;
  image: string;
  link: string;
}

/** A gallery picture of a selling point. */
export interface SellingPointImageLine {
  id: number;
  selling_point_id: number;
  path: string;
}

// The ICU root collation sorts Arabic-script letters (Kurdish ە, ێ, ۆ, ڕ, ڵ…) beside their base
// letters and is the same on PGlite and PostgreSQL, where the database default is often "C".
const byName = (lang: Lang) => sql`${localized('c.name', lang)} COLLATE "und-x-icu"`;

/** Cities, all of them or those with the given ids, by name in `lang`. */
export function findCities(db: Kysely<Database>, lang: Lang, ids?: readonly number[]): Promise<LocalizedCityRow[]> {
  let query = db
    .selectFrom('cities as c')
    .select(['c.id', 'c.price', localized('c.name', lang).as('name')])
    .orderBy(byName(lang))
    .orderBy('c.id');
  if (ids) query = query.where('c.id', 'in', ids.length ? ids : [-1]);
  return query.execute();
}

function selectSellingPoints(db: Kysely<Database>, lang: Lang) {
  return (
    db
      .selectFrom('selling_points as sp')
      .select(['sp.id', 'sp.city_id', 'sp.image', 'sp.latitude', 'sp.longitude', 'sp.drop', 'sp.is_studio', localized('sp.title', lang).as('title'), localized('sp.description', lang).as('description')])
      // The studio leads every list of selling points.
      .orderBy('sp.is_studio', 'desc')
      .orderBy('sp.id')
  );
}

/** Selling points, all of them or those with the given ids: the studio first, then by id. */
export function findSellingPoints(db: Kysely<Database>, lang: Lang, ids?: readonly number[]): Promise<LocalizedSellingPointRow[]> {
  const query = selectSellingPoints(db, lang);
  return (ids ? query.where('sp.id', 'in', ids.length ? ids : [-1]) : query).execute();
}

/** The shop's studio, or undefined when none is marked. */
export function findStudio(db: Kysely<Database>, lang: Lang): Promise<LocalizedSellingPointRow | undefined> {
  return selectSellingPoints(db, lang).where('sp.is_studio', '=', true).executeTakeFirst();
}

/** The gallery pictures of many selling points in one query, in gallery order. */
export function findImagesOfSellingPoints(db: Kysely<Database>, ids: readonly number[]): Promise<SellingPointImageLine[]> {
  return db
    .selectFrom('selling_point_images')
    .select(['id', 'selling_point_id', 'path'])
    .where('selling_point_id', 'in', ids.length ? ids : [-1])
    .orderBy('selling_point_id')
    .orderBy('position')
    .execute();
}

/** Every online shop, by id. */
export function listOnlineShops(db: Kysely<Database>, lang: Lang): Promise<LocalizedOnlineShopRow[]> {
  return db
    .selectFrom('online_shops as o')
    .select(['o.id', 'o.image', 'o.link', localized('o.title', lang).as('title'), localized('o.description', lang).as('description')])
    .orderBy('o.id')
    .execute();
}
