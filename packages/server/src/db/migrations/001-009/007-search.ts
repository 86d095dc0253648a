import type { Kysely } from 'kysely';
import { runStatements } from '../helpers.js';

const LANGS = ['en', 'ku', 'ar'] as const;

// Installed once per database (both PGlite and PostgreSQL ship pg_trgm; it is a trusted extension),
// into public so every schema can use it; the lock keeps concurrent first starts from racing.
const TRIGRAM = [`SELECT pg_advisory_xact_lock(7301221)`, `CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`];

/**
 * Search that a shopper in Iraq would trust: `shop_normalize` folds what people type differently
 * into one form (case; Arabic diacritics and tatweel; أ إ آ ٱ → ا; ى and Kurdish ی → ي; ة → ه;
 * Kurdish ک → ك; ە and ھ → ه; ؤ → و; ئ → ي; Arabic-Indic and Persian digits → 0-9), and trigram
 * indexes on the folded titles and descriptions of each language keep `LIKE '%…%'` fast.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    ...TRIGRAM,
    `CREATE FUNCTION shop_normalize(value text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT translate(
        regexp_replace(lower(value), '[\\u064B-\\u065F\\u0670\\u0640]', '', 'g'),
        'أإآٱىیةکەھؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
        'ااااييهكههوي01234567890123456789') $$`,
    ...LANGS.flatMap((lang) =>
      ['title', 'description'].map(
        (column) =>
          `CREATE INDEX products_search_${column}_${lang}_idx ON products
            USING gin (shop_normalize(coalesce(${column} ->> '${lang}', ${column} ->> 'en')) public.gin_trgm_ops)`,
      ),
    ),
  ]);
}

/** Drops what `up` created (the extension stays: other schemas may use it). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [...LANGS.flatMap((lang) => ['title', 'description'].map((column) => `DROP INDEX products_search_${column}_${lang}_idx`)), `DROP FUNCTION shop_normalize(text)`]);
}
