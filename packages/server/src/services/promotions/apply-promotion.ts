import { normalizeEmail, normalizePhone, promotionReduction, type PromotionLine } from '@candleshop/rules';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/in-transaction.js';
import { findUsablePromotionCode, lockUsablePromotionCode, markPromotionCodeUsed } from '../../db/repositories/promotions/promotion-codes.js';
import { countCustomerRedemptions, insertRedemption, type PromotionCustomer } from '../../db/repositories/promotions/promotion-redemptions.js';
import { countUse, findPromotion, findRunningAutomatic, lockRunningAutomatic, lockRunningPromotion, type PromotionWithTargets } from '../../db/repositories/promotions/promotions.js';
import type { Database } from '../../db/types.js';
import type { PromotionCodeRow } from '../../db/tables/promotions.js';
import type { Texts } from '../../db/tables/texts.js';
import { badRequest } from '../../errors.js';
import { normalizePromotionCode } from './promotion-codes.js';
import { runsAt } from './code-views.js';
import { termsOf } from './promotion-terms.js';

/** The promotion a sale redeems: which, by which code, and what it takes off each line. */
export interface ChosenPromotion {
  promotionId: number;
  /** The promotion's name, per language. */
  name: Texts;
  codeId: number | null;
  /** Integer IQD per line (in the lines' order) and in all. */
  lines: number[];
  total: number;
  customer: PromotionCustomer;
}

/** What the sale being placed brings to its promotion. */
export interface PromotionRequest {
  lines: readonly PromotionLine[];
  /** The code the shopper typed, if any. */
  code?: string;
  userId: number | null;
  email: string | null;
  phone: string | null;
  at: Date;
}

const codeRefusal = (key: string) => badRequest({ discountCode: [`input.discountCode.${key}`] });

/** The customer a sale's promotion is counted against, by the rules' normalisers. */
export function promotionCustomer(userId: number | null, email: string | null, phone: string | null): PromotionCustomer {
  return { userId, email: email ? normalizeEmail(email) : null, phone: (phone && normalizePhone(phone)) || null };
}

/**
 * How a decision reads and counts promotions: a sale locks the rows and counts its use (under
 * the locks); a quote reads them and only checks that a use would fit. Both decide by
 * {@link decidePromotion}, so the checkout's preview and the charge agree.
 */
interface PromotionAccess {
  db: Db;
  /** A sale knows its customer; a quote may come before the email is typed. */
  sale: boolean;
  code(code: string): Promise<PromotionCodeRow | undefined>;
  running(id: number, at: Date): Promise<PromotionWithTargets | undefined>;
  automatic(ids: readonly number[], at: Date): Promise<PromotionWithTargets[]>;
  countUse(promotion: PromotionWithTargets, amount: number): Promise<boolean>;
}

const locking = (trx: Transaction<Database>): PromotionAccess => ({
  db: trx,
  sale: true,
  code: (code) => lockUsablePromotionCode(trx, code),
  running: (id, at) => lockRunningPromotion(trx, id, at),
  automatic: (ids, at) => lockRunningAutomatic(trx, ids, at),
  countUse: (promotion, amount) => countUse(trx, promotion.id, amount),
});

const reading = (db: Db): PromotionAccess => ({
  db,
  sale: false,
  code: (code) => findUsablePromotionCode(db, code),
  running: async (id, at) => {
    const promotion = await findPromotion(db, id);
    return promotion && runsAt(promotion, at) ? promotion : undefined;
  },
  automatic: async (ids, at) => (await findRunningAutomatic(db, at)).filter((promotion) => ids.includes(promotion.id)),
  // The same limits countUse's guarded UPDATE checks, on the row as read.
  countUse: async ({ max_uses, uses, max_given, given }, amount) => (max_uses === null || uses < max_uses) && (max_given === null || given + amount <= max_given),
});

/**
 * What `promotion` gives this sale within its limits: nothing when the customer has had their
 * share; at most what is left of its IQD budget; nothing when a use would pass its total uses.
 * Counts the use (through `access`) when it gives something.
 */
async function redeemable(access: PromotionAccess, promotion: PromotionWithTargets, request: PromotionRequest, customer: PromotionCustomer) {
  if (promotion.per_customer !== null && (await countCustomerRedemptions(access.db, promotion.id, customer)) >= promotion.per_customer) return { refusal: 'exhausted' as const };
  const left = promotion.max_given === null ? Infinity : promotion.max_given - promotion.given;
  const reduction = promotionReduction(request.lines, termsOf(promotion), left);
  if (reduction.total === 0) return { refusal: left <= 0 ? ('exhausted' as const) : ('notApplicable' as const) };
  if (!(await access.countUse(promotion, reduction.total))) return { refusal: 'exhausted' as const };
  return { reduction };
}

async function decidePromotion(access: PromotionAccess, request: PromotionRequest): Promise<ChosenPromotion | undefined> {
  const customer = promotionCustomer(request.userId, request.email, request.phone);
  if (request.code !== undefined) {
    const code = await access.code(normalizePromotionCode(request.code));
    if (!code) throw codeRefusal('invalid');
    // A quote before the email is typed cannot tell: the sale checks it.
    if (code.email !== null && (access.sale || customer.email !== null) && code.email !== customer.email) throw codeRefusal('notYours');
    const promotion = await access.running(code.promotion_id, request.at);
    if (!promotion) throw codeRefusal('notApplicable');
    const outcome = await redeemable(access, promotion, request, customer);
    if (!outcome.reduction) throw codeRefusal(outcome.refusal);
    return { promotionId: promotion.id, name: promotion.name, codeId: code.single_use ? code.id : null, ...outcome.reduction, customer };
  }
  // Only the promotions that would reduce this basket are locked: other sales are not held up.
  const gives = (promotion: PromotionWithTargets) => promotionReduction(request.lines, termsOf(promotion)).total;
  const candidates = (await findRunningAutomatic(access.db, request.at)).filter((promotion) => gives(promotion) > 0);
  const best = (
    await access.automatic(
      candidates.map((promotion) => promotion.id),
      request.at,
    )
  )
    .map((promotion) => ({ promotion, total: gives(promotion) }))
    .sort((a, b) => b.total - a.total || a.promotion.id - b.promotion.id);
  for (const { promotion } of best) {
    const outcome = await redeemable(access, promotion, request, customer);
    if (outcome.reduction) return { promotionId: promotion.id, name: promotion.name, codeId: null, ...outcome.reduction, customer };
  }
  return undefined;
}

/**
 * Chooses and counts the one promotion of a sale, inside its transaction (issue 35 item 4): the
 * code the shopper typed when there is one (it replaces any automatic promotion), otherwise the
 * automatic promotion running now that takes the most off, within its limits. The promotions'
 * rows stay locked until the sale commits, so parallel sales at the edge of a limit stop exactly
 * at it. The price is the rules' promotionReduction, the same the clients show.
 * @throws bad.request discountCode: input.discountCode.invalid (unknown or used code),
 *   .notYours (another address's code), .notApplicable (not running, or nothing in the basket it
 *   reduces), .exhausted (its limits, or this customer's, are reached)
 */
export function choosePromotion(trx: Transaction<Database>, request: PromotionRequest): Promise<ChosenPromotion | undefined> {
  return decidePromotion(locking(trx), request);
}

/**
 * What {@link choosePromotion} would choose for these lines now, read without locking or
 * counting anything (the checkout's quote); a sale placed meanwhile may still change it.
 * @throws bad.request discountCode: as choosePromotion
 */
export function previewPromotion(db: Db, request: PromotionRequest): Promise<ChosenPromotion | undefined> {
  return decidePromotion(reading(db), request);
}

/** Records the chosen promotion against the order just written, and uses up a single-use code. */
export async function recordRedemption(trx: Transaction<Database>, chosen: ChosenPromotion, orderId: number): Promise<void> {
  await insertRedemption(trx, {
    promotion_id: chosen.promotionId,
    code_id: chosen.codeId,
    order_id: orderId,
    amount: chosen.total,
    user_id: chosen.customer.userId,
    email: chosen.customer.email,
    phone: chosen.customer.phone,
  });
  if (chosen.codeId !== null) await markPromotionCodeUsed(trx, chosen.codeId, orderId);
}
