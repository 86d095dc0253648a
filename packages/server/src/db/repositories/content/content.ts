import type { Kysely } from 'kysely';
import type { Database, Lang } from '../../types.js';
import type { ContactEntryRow, LegalPageRow, SocialMediaRow } from '../../tables/content.js';
import { localized, localizedOrNull } from '../localized.js';

/** A page text with its texts in one language. */
export interface LocalizedTextRow {
  id: number;
  type: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  image: string | null;
  link: string | null;
  video: string | null;
}

/** A slide with its texts in one language. */
export interface LocalizedSliderRow {
  id: number;
  title: string;
  subtitle: string | null;
  description: string | null;
  button_one: string | null;
  button_two: string | null;
  image: string;
  link_one: string | null;
  link_two: string | null;
  color: string;
}

/** A value box with its texts in one language. */
export interface LocalizedValueBoxRow {
  id: number;
  title: string;
  description: string;
  image: string;
}

/** The banner with its title in one language. */
export interface LocalizedBannerRow {
  title: string;
  link: string | null;
  bg_color: string;
  text_color: string;
  image: string | null;
}

/** A legal page with its texts in one language. */
export interface LocalizedLegalPageRow {
  id: number;
  title: string;
  content: string;
}

/** A contact entry with its value in one language. */
export type LocalizedContactRow = Pick<ContactEntryRow, 'id' | 'type'> & { value: string };

/** A picture of a gallery, with the id of the row it belongs to. */
export interface GalleryImageRow {
  id: number;
  owner_id: number;
  path: string;
}

// Ids are never empty in `in (…)`: -1 matches nothing.
const someIds = (ids: readonly number[]) => (ids.length ? ids : [-1]);

/** Every page text, in page order. */
export function listTexts(db: Kysely<Database>, lang: Lang): Promise<LocalizedTextRow[]> {
  return db
    .selectFrom('texts as t')
    .select(['t.id', 't.type', 't.image', 't.link', 't.video', localized('t.title', lang).as('title'), localizedOrNull('t.subtitle', lang).as('subtitle'), localizedOrNull('t.description', lang).as('description')])
    .orderBy('t.position')
    .orderBy('t.id')
    .execute();
}

/** The gallery tables, each with the column that names a picture's owner. */
const GALLERIES = { text_images: 'text_id', news_images: 'news_id', project_images: 'project_id' } as const;

/** The gallery pictures of many owners (page texts, news items, projects) in one query, in gallery order. */
export function findGalleryImages(db: Kysely<Database>, gallery: keyof typeof GALLERIES, ownerIds: readonly number[]): Promise<GalleryImageRow[]> {
  const owner = db.dynamic.ref<(typeof GALLERIES)[typeof gallery]>(GALLERIES[gallery]);
  return db
    .selectFrom(gallery)
    .select((eb) => ['id', eb.ref(GALLERIES[gallery]).as('owner_id'), 'path'])
    .where(owner, 'in', someIds(ownerIds))
    .orderBy(owner)
    .orderBy('position')
    .execute();
}

/** The gallery pictures of many texts in one query, in gallery order. */
export function findImagesOfTexts(db: Kysely<Database>, textIds: readonly number[]): Promise<GalleryImageRow[]> {
  return findGalleryImages(db, 'text_images', textIds);
}

/** Every slide, in slider order. */
export function listSliders(db: Kysely<Database>, lang: Lang): Promise<LocalizedSliderRow[]> {
  return db
    .selectFrom('sliders as s')
    .select([
      's.id',
      's.image',
      's.link_one',
      's.link_two',
      's.color',
      localized('s.title', lang).as('title'),
      localizedOrNull('s.subtitle', lang).as('subtitle'),
      localizedOrNull('s.description', lang).as('description'),
      localizedOrNull('s.button_one', lang).as('button_one'),
      localizedOrNull('s.button_two', lang).as('button_two'),
    ])
    .orderBy('s.position')
    .orderBy('s.id')
    .execute();
}

/** Every value box, in order. */
export function listValueBoxes(db: Kysely<Database>, lang: Lang): Promise<LocalizedValueBoxRow[]> {
  return db
    .selectFrom('value_boxes as v')
    .select(['v.id', 'v.image', localized('v.title', lang).as('title'), localized('v.description', lang).as('description')])
    .orderBy('v.position')
    .orderBy('v.id')
    .execute();
}

/** The banner, or undefined when the shop has none. */
export function findBanner(db: Kysely<Database>, lang: Lang): Promise<LocalizedBannerRow | undefined> {
  return db
    .selectFrom('banner as b')
    .select(['b.link', 'b.bg_color', 'b.text_color', 'b.image', localized('b.title', lang).as('title')])
    .executeTakeFirst();
}

/** The privacy policy or the terms, or undefined. */
export function findLegalPage(db: Kysely<Database>, lang: Lang, kind: LegalPageRow['kind']): Promise<LocalizedLegalPageRow | undefined> {
  return db
    .selectFrom('legal_pages as l')
    .select(['l.id', localized('l.title', lang).as('title'), localized('l.content', lang).as('content')])
    .where('l.kind', '=', kind)
    .executeTakeFirst();
}

/** The shop's contact entries, in order. */
export function listContactEntries(db: Kysely<Database>, lang: Lang): Promise<LocalizedContactRow[]> {
  return db
    .selectFrom('contact_entries as c')
    .select(['c.id', 'c.type', localized('c.value', lang).as('value')])
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
}

/** The shop's social media accounts, in order. */
export function listSocialMedia(db: Kysely<Database>): Promise<Array<Pick<SocialMediaRow, 'id' | 'title' | 'url'>>> {
  return db.selectFrom('social_media').select(['id', 'title', 'url']).orderBy('position').orderBy('id').execute();
}
