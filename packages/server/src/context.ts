import type { Kysely } from 'kysely';
import type { Database, Lang } from './db/types.js';
import { createCatalogue, type Catalogue } from './services/catalogue.js';
import { createContent, type Content } from './services/content.js';
import { createPlaces, type Places } from './services/places.js';

/** What every resolver gets for one request. */
export interface ShopContext {
  db: Kysely<Database>;
  /** SPEC §1: the `lang` query parameter; en unless it is ku or ar. */
  lang: Lang;
  /** Origin (and base path) the shop is reached at; picture URLs start with it. */
  publicUrl: string;
  catalogue: Catalogue;
  places: Places;
  content: Content;
}

const LANGS: readonly string[] = ['en', 'ku', 'ar'] satisfies Lang[];

/** Reads the language from a request URL; anything but en, ku or ar means en. */
export function langOf(url: string): Lang {
  const lang = new URL(url).searchParams.get('lang');
  return lang !== null && LANGS.includes(lang) ? (lang as Lang) : 'en';
}

/** Builds the context of one request. */
export function createContext(request: Request, options: { db: Kysely<Database>; publicUrl: string }): ShopContext {
  const lang = langOf(request.url);
  return { db: options.db, lang, publicUrl: options.publicUrl, catalogue: createCatalogue(options.db, { lang, publicUrl: options.publicUrl }), places: createPlaces(options.db, { lang, publicUrl: options.publicUrl }), content: createContent(options.db, { lang, publicUrl: options.publicUrl }) };
}
