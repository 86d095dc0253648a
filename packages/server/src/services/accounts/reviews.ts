import { deleteReviewOfUser, findBoughtProductIds, findReviewedProductIds, findReviewOfUser, findReviewsOfUser, insertReview, productExists } from '../../db/repositories/accounts/account-reviews.js';
import { findUserById } from '../../db/repositories/accounts/users.js';
import { notFound, refused, unauthorized } from '../../errors.js';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/viewer.js';
import type { Database } from '../../db/types.js';
import { uniqueViolation } from './sign-in.js';
import type { StatusView } from './recovery.js';
import { createViews, type ReviewView } from '../catalogue/views.js';

/** What the reviews service needs of the request. */
export interface ReviewsOptions {
  publicUrl: string;
  viewer(): Promise<Viewer | undefined>;
  requireViewer(): Promise<Viewer>;
}

type ReviewContext = ReviewsOptions & { db: Kysely<Database> };

/**
 * SPEC §6: one review per product per customer (review.duplicate otherwise; the unique index
 * settles two racing posts), by a verified account (SECURITY-REVIEW L3: account.pending) that
 * bought the product, on a paid or completed order (L4: review.purchase; a purchase rather than
 * moderation, since the shop has no one to moderate, and a buyer's review shows at once as
 * before). Reviews need no phone. The customer's name and picture are copied
 * onto the review, as the seeded ones carry them.
 */
async function addReview(ctx: ReviewContext, input: { id: number; rating: number; review: string }): Promise<ReviewView> {
  const viewer = await ctx.requireViewer();
  const user = await findUserById(ctx.db, viewer.userId);
  if (!user) throw unauthorized();
  if (user.status !== 'active') throw refused('account.pending');
  if (!(await productExists(ctx.db, input.id))) throw notFound();
  if ((await findReviewedProductIds(ctx.db, user.id)).has(input.id)) throw refused('review.duplicate');
  if (!(await findBoughtProductIds(ctx.db, user.id)).has(input.id)) throw refused('review.purchase');
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
async function deleteReview(ctx: ReviewContext, id: number): Promise<StatusView> {
  const viewer = await ctx.requireViewer();
  if (!(await deleteReviewOfUser(ctx.db, viewer.userId, id))) throw notFound();
  return { status: 'ok' };
}

/** The viewer's reviews, newest first. */
async function myReviews(ctx: ReviewContext): Promise<ReviewView[]> {
  const viewer = await ctx.requireViewer();
  const views = createViews(ctx.publicUrl);
  return (await findReviewsOfUser(ctx.db, viewer.userId)).map(views.review);
}

/** One of the viewer's reviews; not.found for anyone else's. */
async function myReview(ctx: ReviewContext, id: number): Promise<ReviewView> {
  const viewer = await ctx.requireViewer();
  const row = await findReviewOfUser(ctx.db, viewer.userId, id);
  if (!row) throw notFound();
  return createViews(ctx.publicUrl).review(row);
}

interface ReviewFacts {
  reviewed: Set<number>;
  bought: Set<number>;
}

/**
 * SPEC §3 Product.review: true when the viewer is signed in, verified, bought the product and has
 * not reviewed it (SECURITY-REVIEW L3, L4: what addReview accepts).
 */
async function mayReview(ctx: ReviewContext, reviewable: { facts?: Promise<ReviewFacts | undefined> }, productId: number): Promise<boolean> {
  // One lookup per request, however many products the answer holds.
  let facts = reviewable.facts;
  if (!facts) {
    facts = (async () => {
      const viewer = await ctx.viewer();
      if (!viewer) return undefined;
      const user = await findUserById(ctx.db, viewer.userId);
      if (user?.status !== 'active') return undefined;
      const [reviewed, bought] = await Promise.all([findReviewedProductIds(ctx.db, user.id), findBoughtProductIds(ctx.db, user.id)]);
      return { reviewed, bought };
    })();
    reviewable.facts = facts;
  }
  const known = await facts;
  return known !== undefined && known.bought.has(productId) && !known.reviewed.has(productId);
}

/** A customer's own reviews (SPEC §3, §6) and the Product.review flag, for one request. */
export function createReviews(db: Kysely<Database>, options: ReviewsOptions) {
  const ctx: ReviewContext = { db, ...options };
  const reviewable: { facts?: Promise<ReviewFacts | undefined> } = {};
  return {
    add: (input: { id: number; rating: number; review: string }) => addReview(ctx, input),
    delete: (id: number) => deleteReview(ctx, id),
    mine: () => myReviews(ctx),
    mineOne: (id: number) => myReview(ctx, id),
    mayReview: (productId: number) => mayReview(ctx, reviewable, productId),
  };
}
