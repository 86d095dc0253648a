import { LANGUAGES } from '@candleshop/rules';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, Lang } from '../../types.js';
import { selectProducts, type LocalizedProductRow } from './products.js';

// Reads exactly as the indexes of migration 007 are defined, so PostgreSQL can use them.
function folded(column: 'title' | 'description', lang: Lang): RawBuilder<string> {
  const ref = sql.ref(`products.${column}`);
  return sql<string>`shop_normalize(coalesce(${ref} ->> ${sql.lit(lang)}, ${ref} ->> 'en'))`;
}

// A shopper's % or _ is a character to find, not a wildcard.
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const contains = (text: RawBuilder<string>, word: string) => sql<boolean>`${text} LIKE '%' || shop_normalize(${escapeLike(word)}) || '%'`;

const LANGS: readonly Lang[] = LANGUAGES;

// Issue 24 item 4: an Arabic or Kurdish visitor types "candle", "oud" or a Latin product name as
// often as a word of their own, so a word may match the title in any language (each OR branch is
// one of migration 007's trigram indexes); descriptions are only searched in the page's language.
const inAnyTitle = (word: string) =>
  sql<boolean>`(${sql.join(
    LANGS.map((lang) => contains(folded('title', lang), word)),
    sql` OR `,
  )})`;

/**
 * Products whose title in any language, or description in `lang`, contains every word, both sides
 * folded by `shop_normalize`, shown in `lang`; products whose titles hold every word come first,
 * then newest first.
 */
export function searchProducts(db: Kysely<Database>, lang: Lang, words: readonly string[], limit: number): Promise<LocalizedProductRow[]> {
  const description = folded('description', lang);
  let query = selectProducts(db, lang);
  for (const word of words) query = query.where(sql<boolean>`(${inAnyTitle(word)} OR ${contains(description, word)})`);
  const inTitle = sql.join(words.map(inAnyTitle), sql` AND `);
  return query
    .orderBy(sql`CASE WHEN ${inTitle} THEN 0 ELSE 1 END`)
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(limit)
    .execute();
}
