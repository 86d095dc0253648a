import { sql, type RawBuilder } from 'kysely';
import type { Lang } from '../types.js';

/** A JSONB text column in the asked language, falling back to English (SPEC §1 default). */
export function localized(column: string, lang: Lang): RawBuilder<string> {
  return sql<string>`coalesce(${sql.ref(column)} ->> ${lang}::text, ${sql.ref(column)} ->> 'en')`;
}

/** Same as `localized` for a column that may be null. */
export function localizedOrNull(column: string, lang: Lang): RawBuilder<string | null> {
  return sql<string | null>`coalesce(${sql.ref(column)} ->> ${lang}::text, ${sql.ref(column)} ->> 'en')`;
}
