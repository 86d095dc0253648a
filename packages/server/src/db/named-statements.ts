import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';

// A hot query's SQL is parsed and planned by PostgreSQL on every run unless it is a named
// (prepared) statement: then each pooled connection parses it once and later runs only bind and
// execute (issue 14: the product page's query plans in about 0.4 ms and runs in about as long).
// Only marked queries are named, and each connection keeps its most recently used ones only
// (SECURITY-REVIEW M6: a statement per text, kept for the connection's life, let a flood of
// shapes fill PostgreSQL's memory and ours); the others are deallocated.

const MARK = '/* prepared */';
// Kysely writes a select's front modifier right after the keyword.
const MARKED = `select ${MARK}`;

/**
 * Named statements each pooled connection keeps. The shop's marked queries have a few dozen
 * shapes in real use (the product page and the shop's filter, in the parts they ask for).
 */
export const STATEMENTS_PER_CONNECTION = 100;

/**
 * Marks a select to run as a named statement on PostgreSQL; PGlite ignores the comment.
 * @example selectProducts(db, lang).modifyFront(prepared).where('products.id', '=', id)
 */
export const prepared = sql.raw(MARK);

const nameOf = (text: string) => `shop_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

type Callback = (error: Error | null) => void;
type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;
// pg's own record of what it parsed on a connection: it sends a Parse only for names not in it.
interface Statements {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
}

/** Makes the pool's connections run marked queries as named statements, a bounded number each. */
export function useNamedStatements(pool: pg.Pool, perConnection = STATEMENTS_PER_CONNECTION): pg.Pool {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    const { connection } = client as unknown as { connection: Statements };
    // Queued behind what the connection already runs, so a statement still waiting is run first.
    // pg forgets the name only once PostgreSQL has: a later use parses it again. A failure (the
    // connection's transaction already failed) leaves both sides knowing it.
    const deallocate = (name: string) => {
      if (connection.parsedStatements[name] === undefined && connection.submittedNamedStatements[name] === undefined) return;
      query(`DEALLOCATE ${name}`, ((error) => {
        if (!error) delete connection.parsedStatements[name];
      }) satisfies Callback);
    };
    const names = new LRUCache<string, string>({ max: perConnection, dispose: (name) => deallocate(name) });
    (client as { query: Query }).query = (config, values, callback) => {
      if (typeof config !== 'string' || !config.startsWith(MARKED) || !Array.isArray(values)) return query(config, values, callback);
      let name = names.get(config);
      if (!name) names.set(config, (name = nameOf(config)));
      return query({ name, text: config, values }, callback);
    };
  });
  return pool;
}
