import { sql, type Kysely } from 'kysely';
import type { Database, Lang } from '../../types.js';
import { findGalleryImages, type GalleryImageRow } from './content.js';
import { localized } from '../localized.js';

/** A news item with its texts in one language; `date` is `YYYY-MM-DD`. */
export interface LocalizedNewsRow {
  id: number;
  title: string;
  description: string;
  date: string;
  image: string;
}

/** A project with its texts in one language. */
export interface LocalizedProjectRow {
  id: number;
  title: string;
  description: string;
  image: string;
}

/** An event with its texts in one language. */
export interface LocalizedEventRow {
  id: number;
  title: string;
  description: string;
  starts_at: Date;
  image: string | null;
}

function selectNews(db: Kysely<Database>, lang: Lang) {
  return db.selectFrom('news as n').select([
    'n.id',
    'n.image',
    localized('n.title', lang).as('title'),
    localized('n.description', lang).as('description'),
    // Formatted in SQL: drivers turn a `date` into a local-midnight Date, which shifts by time zone.
    sql<string>`to_char(n.published_on, 'YYYY-MM-DD')`.as('date'),
  ]);
}

/** One page of news, newest first (the id breaks ties so pages never overlap). */
export function findNewsPage(db: Kysely<Database>, lang: Lang, page: { limit: number; offset: number }): Promise<LocalizedNewsRow[]> {
  return selectNews(db, lang).orderBy('n.published_on', 'desc').orderBy('n.id', 'desc').limit(page.limit).offset(page.offset).execute();
}

/** How many news items there are. */
export async function countNews(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('news')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  // pg returns bigint counts as strings, PGlite as numbers.
  return Number(row.total);
}

/** One news item, or undefined. */
export function findNews(db: Kysely<Database>, lang: Lang, id: number): Promise<LocalizedNewsRow | undefined> {
  return selectNews(db, lang).where('n.id', '=', id).executeTakeFirst();
}

/** The gallery pictures of many news items in one query, in gallery order. */
export function findImagesOfNews(db: Kysely<Database>, newsIds: readonly number[]): Promise<GalleryImageRow[]> {
  return findGalleryImages(db, 'news_images', newsIds);
}

function selectProjects(db: Kysely<Database>, lang: Lang) {
  return db.selectFrom('projects as p').select(['p.id', 'p.image', localized('p.title', lang).as('title'), localized('p.description', lang).as('description')]);
}

/** The projects in order, at most `limit`. */
export function listProjects(db: Kysely<Database>, lang: Lang, limit: number): Promise<LocalizedProjectRow[]> {
  return selectProjects(db, lang).orderBy('p.position').orderBy('p.id').limit(limit).execute();
}

/** One project, or undefined. */
export function findProject(db: Kysely<Database>, lang: Lang, id: number): Promise<LocalizedProjectRow | undefined> {
  return selectProjects(db, lang).where('p.id', '=', id).executeTakeFirst();
}

/** The gallery pictures of many projects in one query, in gallery order. */
export function findImagesOfProjects(db: Kysely<Database>, projectIds: readonly number[]): Promise<GalleryImageRow[]> {
  return findGalleryImages(db, 'project_images', projectIds);
}

function selectEvents(db: Kysely<Database>, lang: Lang) {
  return db.selectFrom('events as e').select(['e.id', 'e.starts_at', 'e.image', localized('e.title', lang).as('title'), localized('e.description', lang).as('description')]);
}

/** The events by date, earliest first, at most `limit`. */
export function listEvents(db: Kysely<Database>, lang: Lang, limit: number): Promise<LocalizedEventRow[]> {
  return selectEvents(db, lang).orderBy('e.starts_at').orderBy('e.id').limit(limit).execute();
}

/** One event, or undefined. */
export function findEvent(db: Kysely<Database>, lang: Lang, id: number): Promise<LocalizedEventRow | undefined> {
  return selectEvents(db, lang).where('e.id', '=', id).executeTakeFirst();
}
