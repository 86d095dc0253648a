import { deleteReviewOfUser, findReviewedProductIds, findReviewOfUser, findReviewsOfUser, insertReview, productExists } from '../../db/repositories/account-reviews.js';
import { findUserById } from '../../db/repositories/users.js';
import { notFound, refused, unauthorized } from '../../errors.js';
import type { ShopContext } from '../../context.js';
import { uniqueViolation } from './sign-in.js';
import type { StatusView } from './recovery.js';
import { createViews, type ReviewView } from '../catalogue/views.js';

type ReviewContext = Pick<ShopContext, 'db' | 'publicUrl' | 'viewer' | 'requireViewer'>;

/**
 * SPEC §6: one review per product per customer (review.duplicate otherwise; the unique index
 * settles two racing posts). Reviews need no phone. The customer's name and picture are copied
 * onto the review, as the seeded ones carry them.
 */
export async function addReview(ctx: ReviewContext, input: { id: number; rating: number; review: string }): Promise<ReviewView> {
  const viewer = await ctx.requireViewer();
  const user = await findUserById(ctx.db, viewer.userId);
  if (!user) throw unauthorized();
  if (!(await productExists(ctx.db, input.id))) throw notFound();
  if ((await findReviewedProductIds(ctx.db, user.id)).has(input.id)) throw refused('review.duplicate');
  const row = await insertReview(ctx.db, {
    userId: user.id,
    productId: input.id,
    name: user.name,
    profile: user.profile,
    rating: input.rating,
    body: input.review,
  }).catch((error: unknown) => {
    if (uniqueViolation(error) !== undefined) throw refused('review.duplicate');
    throw error;
  });
  return createViews(ctx.publicUrl).review(row);
}

/** Deletes one of the viewer's reviews; not.found for anyone else's. */
export async function deleteReview(ctx: ReviewContext, id: number): Promise<StatusView> {
  const viewer = await ctx.requireViewer();
  if (!(await deleteReviewOfUser(ctx.db, viewer.userId, id))) throw notFound();
  return { status: 'ok' };
}

/** The viewer's reviews, newest first. */
export async function myReviews(ctx: ReviewContext): Promise<ReviewView[]> {
  const viewer = await ctx.requireViewer();
  const views = createViews(ctx.publicUrl);
  return (await findReviewsOfUser(ctx.db, viewer.userId)).map(views.review);
}

/** One of the viewer's reviews; not.found for anyone else's. */
export async function myReview(ctx: ReviewContext, id: number): Promise<ReviewView> {
  const viewer = await ctx.requireViewer();
  const row = await findReviewOfUser(ctx.db, viewer.userId, id);
  if (!row) throw notFound();
  return createViews(ctx.publicUrl).review(row);
}

const reviewed = new WeakMap<object, Promise<Set<number>>>();

/** SPEC §3 Product.review: true when the viewer is signed in and has not reviewed the product. */
export async function mayReview(ctx: ReviewContext, productId: number): Promise<boolean> {
  const viewer = await ctx.viewer();
  if (!viewer) return false;
  // One query per request, however many products the answer holds.
  let ids = reviewed.get(ctx);
  if (!ids) {
    ids = findReviewedProductIds(ctx.db, viewer.userId);
    reviewed.set(ctx, ids);
  }
  return !(await ids).has(productId);
}
