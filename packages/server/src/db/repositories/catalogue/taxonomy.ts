import type { Kysely } from 'kysely';
import type { Database, Lang } from '../../types.js';
import { localized } from '../localized.js';

/** A category with its texts in one language. */
export interface LocalizedCategoryRow {
  id: number;
  title: string;
  story: string;
  image: string | null;
}

/** A sub-category with its title in one language. */
export interface LocalizedSubCategoryRow {
  id: number;
  category_id: number;
  title: string;
}

/** A collection with its texts in one language. */
export type LocalizedCollectionRow = LocalizedCategoryRow;

/** Categories, all of them or those with the given ids, by id. */
export function findCategories(db: Kysely<Database>, lang: Lang, ids?: readonly number[]): Promise<LocalizedCategoryRow[]> {
  let query = db
    .selectFrom('categories as c')
    .select(['c.id', 'c.image', localized('c.title', lang).as('title'), localized('c.story', lang).as('story')])
    .orderBy('c.id');
  if (ids) query = query.where('c.id', 'in', ids.length ? ids : [-1]);
  return query.execute();
}

/** Sub-categories of the given categories, or with the given ids, by id. */
export function findSubCategories(db: Kysely<Database>, lang: Lang, by: { categoryIds: readonly number[] } | { ids: readonly number[] }): Promise<LocalizedSubCategoryRow[]> {
  const [column, values] = 'ids' in by ? (['s.id', by.ids] as const) : (['s.category_id', by.categoryIds] as const);
  return db
    .selectFrom('sub_categories as s')
    .select(['s.id', 's.category_id', localized('s.title', lang).as('title')])
    .where(column, 'in', values.length ? values : [-1])
    .orderBy('s.id')
    .execute();
}

/** Collections, all of them or those with the given ids, by id. */
export function findCollections(db: Kysely<Database>, lang: Lang, ids?: readonly number[]): Promise<LocalizedCollectionRow[]> {
  let query = db
    .selectFrom('collections as c')
    .select(['c.id', 'c.image', localized('c.title', lang).as('title'), localized('c.story', lang).as('story')])
    .orderBy('c.id');
  if (ids) query = query.where('c.id', 'in', ids.length ? ids : [-1]);
  return query.execute();
}
