import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';

// A hot query's SQL is parsed and planned by PostgreSQL on every run unless it is a named
// (prepared) statement: then each pooled connection parses it once and later runs only bind and
// execute (issue 14: the product page's query plans in about 0.4 ms and runs in about as long).
// Only marked queries are named: every named text stays prepared on every connection for its
// life, so texts that vary (IN lists of any length) must not be.

const MARK = '/* prepared */';
// Kysely writes a select's front modifier right after the keyword.
const MARKED = `select ${MARK}`;

/**
 * Marks a select to run as a named statement on PostgreSQL; PGlite ignores the comment.
 * @example selectProducts(db, lang).modifyFront(prepared).where('products.id', '=', id)
 */
export const prepared = sql.raw(MARK);

const names = new Map<string, string>();
const nameOf = (text: string) => {
  let name = names.get(text);
  if (!name) names.set(text, (name = `shop_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`));
  return name;
};

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** Makes the pool's connections run marked queries as named statements. */
export function useNamedStatements(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    (client as { query: Query }).query = (config, values, callback) =>
      typeof config === 'string' && config.startsWith(MARKED) && Array.isArray(values)
        ? query({ name: nameOf(config), text: config, values }, callback)
        : query(config, values, callback);
  });
  return pool;
}
