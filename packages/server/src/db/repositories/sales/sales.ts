import { sql, type Kysely } from 'kysely';
import type { Database, Lang } from '../../types.js';
import { selectProducts, type LocalizedProductRow } from '../catalogue/products.js';

/** Orders that never went through do not count as sales. */
const UNSOLD = ['cancelled', 'rejected'] as const;

/** The products ordered most, by units in orders that were not cancelled or rejected. */
export function findMostSelling(db: Kysely<Database>, lang: Lang, limit: number): Promise<LocalizedProductRow[]> {
  const sold = db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .where('orders.status', 'not in', UNSOLD)
    .select(['order_items.product_id', sql<number>`sum(order_items.quantity)`.as('units')])
    .groupBy('order_items.product_id');
  return selectProducts(db, lang).innerJoin(sold.as('sold'), 'sold.product_id', 'products.id').orderBy('sold.units', 'desc').orderBy('products.id').limit(limit).execute();
}

/** The best-rated products with at least one visible review: average, then how many reviews. */
export function findTopRated(db: Kysely<Database>, lang: Lang, limit: number): Promise<LocalizedProductRow[]> {
  const rated = db
    .selectFrom('reviews')
    .where('visible', '=', true)
    .select(['product_id', sql<number>`avg(rating)`.as('average'), sql<number>`count(*)`.as('count')])
    .groupBy('product_id');
  return selectProducts(db, lang).innerJoin(rated.as('rated'), 'rated.product_id', 'products.id').orderBy('rated.average', 'desc').orderBy('rated.count', 'desc').orderBy('products.id').limit(limit).execute();
}
