import { sql, type Kysely } from 'kysely';
import type { Database, ReviewRow } from '../../types.js';

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

/**
 * Most reviews of one product any answer carries (SECURITY-REVIEW H4: `Review.product.reviews`
 * nests, so each level multiplies the answer by this). The product page shows them 3 at a time.
 */
export const REVIEWS_PER_PRODUCT = 100;

/** The newest visible reviews of many products in one query, at most REVIEWS_PER_PRODUCT each, newest first. */
export function findVisibleReviews(db: Kysely<Database>, productIds: readonly number[]): Promise<ReviewRow[]> {
  const ranked = db
    .selectFrom('reviews')
    .selectAll()
    .select(sql<number>`row_number() OVER (PARTITION BY product_id ORDER BY created_at DESC, id DESC)`.as('rank'))
    .where('product_id', 'in', productIds.length ? productIds : [-1])
    .where('visible', '=', true);
  return db
    .selectFrom(ranked.as('r'))
    .select(['id', 'user_id', 'product_id', 'customer_name', 'customer_profile', 'rating', 'body', 'visible', 'created_at'])
    .where('r.rank', '<=', REVIEWS_PER_PRODUCT)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
