import type { Kysely } from 'kysely';
import type { Database, ReviewRow } from '../../types.js';

/** A customer's reviews, newest first. */
export function findReviewsOfUser(db: Kysely<Database>, userId: number): Promise<ReviewRow[]> {
  return db.selectFrom('reviews').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** One of a customer's reviews. */
export function findReviewOfUser(db: Kysely<Database>, userId: number, id: number): Promise<ReviewRow | undefined> {
  return db.selectFrom('reviews').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** The ids of the products a customer reviewed. */
export async function findReviewedProductIds(db: Kysely<Database>, userId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('reviews').select('product_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((row) => row.product_id));
}

/**
 * The ids of the products a customer bought: on an order of theirs that is paid or completed
 * (SECURITY-REVIEW L4: only buyers review).
 */
export async function findBoughtProductIds(db: Kysely<Database>, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select('order_items.product_id')
    .distinct()
    .where('orders.user_id', '=', userId)
    .where((eb) => eb.or([eb('orders.paid', '=', true), eb('orders.status', '=', 'completed')]))
    .execute();
  return new Set(rows.map((row) => row.product_id));
}

/** Adds a customer's review; the unique index refuses a second one for the product. */
export function insertReview(db: Kysely<Database>, values: { userId: number; productId: number; name: string; profile: string | null; rating: number; body: string }): Promise<ReviewRow> {
  return db
    .insertInto('reviews')
    .values({
      user_id: values.userId,
      product_id: values.productId,
      customer_name: values.name,
      customer_profile: values.profile,
      rating: values.rating,
      body: values.body,
      created_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes one of a customer's reviews; false when it is not theirs or not there. */
export async function deleteReviewOfUser(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  const row = await db.deleteFrom('reviews').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Whether a product exists. */
export async function productExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
