import { sql, type Kysely } from 'kysely';

/** Runs plain SQL statements one at a time: PGlite's query() takes a single statement per call. */
export async function runStatements(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/**
 * Column definition for a translatable text: a JSONB object keyed by language that carries at
 * least English, the fallback of every lookup (SPEC §1).
 */
export function textsColumn(column: string, nullable = false): string {
  const shape = `jsonb_typeof(${column}) = 'object' AND ${column} ? 'en'`;
  return nullable ? `${column} jsonb CHECK (${column} IS NULL OR (${shape}))` : `${column} jsonb NOT NULL CHECK (${shape})`;
}
