import { sql, type Kysely } from 'kysely';
import type { Database, ReviewRow } from '../types.js';

/** Rating aggregate of one product over its visible reviews. */
export interface ReviewStatsRow {
  product_id: number;
  average: number;
  count: number;
}

/** Average and count of the visible reviews of many products in one query; products without any are absent. */
export async function findReviewStats(db: Kysely<Database>, productIds: readonly number[]): Promise<ReviewStatsRow[]> {
  const rows = await db
    .selectFrom('reviews')
    .select(['product_id', sql<number>`avg(rating)::float8`.as('average'), sql<number>`count(*)::int`.as('count')])
    .where('product_id', 'in', productIds.length ? productIds : [-1])
    .where('visible', '=', true)
    .groupBy('product_id')
    .execute();
  return rows;
}

/** The visible reviews of many products in one query, newest first. */
export function findVisibleReviews(db: Kysely<Database>, productIds: readonly number[]): Promise<ReviewRow[]> {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('product_id', 'in', productIds.length ? productIds : [-1])
    .where('visible', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
