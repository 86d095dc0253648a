import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from './types.js';

// Building a query with Kysely (its operation-node tree, frozen at each step) and compiling it to
// SQL cost more of an uncached product page than PostgreSQL's answer (issue 14). A hot query's
// SQL depends only on its shape (which parts, which filters), so it is built once per shape with
// stand-ins for its values, and each run only binds the values. The shapes kept are the most
// recently used (SECURITY-REVIEW M6): a caller's shape must also be canonical (the same parts in
// one order), or each order of a query's fields is another shape.

/** Compiled shapes each shaped query keeps; the least recently used are compiled again when met. */
export const SHAPES_PER_QUERY = 200;

const SLOT = Symbol('slot');
interface Slot {
  [SLOT]: string;
}
const isSlot = (value: unknown): value is Slot => typeof value === 'object' && value !== null && SLOT in value;

/**
 * A query built once per shape and run with fresh values.
 * @param build builds the query for a shape from its values; given stand-ins, once per shape, so
 *   it must pass the values into the query untouched and let only `shape` decide the SQL
 * @example const byId = shapedQuery((db, _shape: null, v: { id: number }) => db.selectFrom('products').selectAll().where('id', '=', v.id));
 */
export function shapedQuery<S, V extends object, R>(build: (db: Kysely<Database>, shape: S, values: V) => Compilable<R>) {
  const shapes = new LRUCache<string, { sql: string; parameters: readonly unknown[] }>({ max: SHAPES_PER_QUERY });
  const run = async (db: Kysely<Database>, shape: S, values: V): Promise<R[]> => {
    const key = JSON.stringify(shape);
    let compiled = shapes.get(key);
    if (!compiled) {
      const slots = Object.fromEntries(Object.keys(values).map((name) => [name, { [SLOT]: name }])) as unknown as V;
      const { sql, parameters } = build(db, shape, slots).compile();
      shapes.set(key, (compiled = { sql, parameters }));
    }
    const parameters = compiled.parameters.map((value) => (isSlot(value) ? (values as Record<string, unknown>)[value[SLOT]] : value));
    return (await db.executeQuery(CompiledQuery.raw(compiled.sql, parameters))).rows as R[];
  };
  /** How many shapes are compiled and kept now (tests check the bound). */
  const size = () => shapes.size;
  return Object.assign(run, { size });
}
