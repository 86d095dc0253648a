import { shopDateTime } from '@candleshop/rules';
import type { Kysely } from 'kysely';
import { deleteSharedCode, findSharedCode, insertPromotionCodes, listPromotionCodes } from '../../db/repositories/promotions/promotion-codes.js';
import { findPromotion, insertPromotion, listPromotions, updatePromotion, type PromotionWithTargets } from '../../db/repositories/promotions/promotions.js';
import type { Database } from '../../db/types.js';
import { badRequest, notFound, refused } from '../../errors.js';
import { audit, type StaffActor } from '../staff/audit.js';
import { runsAt } from './code-views.js';
import { checkPromotion, type CheckedPromotion, type PromotionInput } from './promotion-input.js';
import { newPromotionCode } from './promotion-codes.js';

/** The most single-use codes one request generates. */
export const MAX_CODES_AT_ONCE = 5000;

/** A promotion as the back office lists it: what the owner wrote (times on the shop's clock, ISO 8601), and how it went. */
export interface AdminPromotionView extends PromotionInput {
  id: number;
  uses: number;
  given: number;
  /** The newsletter's own promotion: its terms are the newsletter's, not edited here. */
  system: boolean;
  running: boolean;
}

/** A promotion's code as its CSV lists it. */
export interface AdminPromotionCodeView {
  code: string;
  singleUse: boolean;
  used: boolean;
}

async function view(db: Kysely<Database>, row: PromotionWithTargets, now: Date): Promise<AdminPromotionView> {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    amount: row.amount,
    target: row.target,
    targetIds: row.targetIds,
    minBasket: row.min_basket,
    startsAt: shopDateTime(row.starts_at),
    endsAt: row.ends_at ? shopDateTime(row.ends_at) : null,
    automatic: row.automatic,
    code: (await findSharedCode(db, row.id)) ?? null,
    maxUses: row.max_uses,
    maxGiven: row.max_given,
    perCustomer: row.per_customer,
    uses: row.uses,
    given: row.given,
    system: row.system_key !== null,
    running: runsAt(row, now),
  };
}

const columns = (checked: CheckedPromotion) => ({
  name: checked.name,
  kind: checked.kind,
  amount: checked.amount,
  target: checked.target,
  min_basket: checked.min_basket,
  starts_at: checked.starts_at,
  ends_at: checked.ends_at,
  automatic: checked.automatic,
  max_uses: checked.max_uses,
  max_given: checked.max_given,
  per_customer: checked.per_customer,
});

/**
 * The owner's promotions (issue 35 item 4): create, change, end, list with uses and IQD given,
 * and single-use codes in batches. Every change is audited in its own transaction. Limits may
 * not be set below what was already used (the table's CHECKs would refuse it anyway).
 */
export function createPromotionsAdmin(db: Kysely<Database>) {
  async function one(id: number): Promise<AdminPromotionView> {
    const row = await findPromotion(db, id);
    if (!row) throw notFound();
    return view(db, row, new Date());
  }

  return {
    one,

    /** Every promotion, newest first. */
    async list(): Promise<AdminPromotionView[]> {
      const now = new Date();
      return Promise.all((await listPromotions(db)).map((row) => view(db, row, now)));
    },

    /**
     * Creates (no id) or changes a promotion, with its shared code.
     * @throws bad.request for a wrong field (code: input.code.taken when another promotion has it;
     *   maxUses / maxGiven: input.<field>.belowUsed), not.found, promotion.system for the newsletter's
     */
    async save(actor: StaffActor, id: number | undefined, input: PromotionInput): Promise<AdminPromotionView> {
      const checked = checkPromotion(input);
      const savedId = await db.transaction().execute(async (trx) => {
        const before = id === undefined ? undefined : await findPromotion(trx, id);
        if (id !== undefined && !before) throw notFound();
        if (before?.system_key) throw refused('promotion.system');
        if (before && checked.max_uses !== null && checked.max_uses < before.uses) throw badRequest({ maxUses: ['input.maxUses.belowUsed'] });
        if (before && checked.max_given !== null && checked.max_given < before.given) throw badRequest({ maxGiven: ['input.maxGiven.belowUsed'] });
        const promotionId = before ? (await updatePromotion(trx, before.id, columns(checked), checked.targetIds), before.id) : await insertPromotion(trx, columns(checked), checked.targetIds);
        const oldCode = before ? await findSharedCode(trx, promotionId) : undefined;
        if ((oldCode ?? null) !== checked.code) {
          await deleteSharedCode(trx, promotionId);
          if (checked.code && !(await insertPromotionCodes(trx, promotionId, [checked.code], false)).length) throw badRequest({ code: ['input.code.taken'] });
        }
        await audit(trx, actor, {
          subjectType: 'promotion',
          subjectId: promotionId,
          action: before ? 'promotion.change' : 'promotion.create',
          before: before ? { ...columns({ ...checked, ...before, min_basket: before.min_basket }), targetIds: before.targetIds, code: oldCode ?? null } : {},
          after: { ...columns(checked), targetIds: checked.targetIds, code: checked.code },
        });
        return promotionId;
      });
      return one(savedId);
    },

    /** Ends a running or future promotion now; one already over is left as it is. */
    async end(actor: StaffActor, id: number): Promise<AdminPromotionView> {
      await db.transaction().execute(async (trx) => {
        const before = await findPromotion(trx, id);
        if (!before) throw notFound();
        const now = new Date();
        if (before.ends_at !== null && before.ends_at <= now) return;
        const startsAt = before.starts_at > now ? now : before.starts_at;
        // A promotion that had not started yet ends before it ever ran.
        const endsAt = before.starts_at > now ? new Date(now.getTime() + 1) : now;
        await updatePromotion(trx, id, { starts_at: startsAt, ends_at: endsAt }, before.targetIds);
        await audit(trx, actor, { subjectType: 'promotion', subjectId: id, action: 'promotion.end', before: { ends_at: before.ends_at }, after: { ends_at: endsAt } });
      });
      return one(id);
    },

    /**
     * Generates `count` new single-use codes (17 characters, about 84 random bits each) for a
     * promotion; a clash with any code is drawn again.
     * @returns the codes made, for the owner's CSV
     */
    async generateCodes(actor: StaffActor, id: number, count: number): Promise<string[]> {
      if (!Number.isInteger(count) || count < 1 || count > MAX_CODES_AT_ONCE) throw badRequest({ count: ['input.count.invalid'] });
      return db.transaction().execute(async (trx) => {
        const promotion = await findPromotion(trx, id);
        if (!promotion) throw notFound();
        if (promotion.system_key) throw refused('promotion.system');
        const made: string[] = [];
        while (made.length < count) {
          made.push(
            ...(await insertPromotionCodes(
              trx,
              id,
              Array.from({ length: count - made.length }, () => newPromotionCode()),
              true,
            )),
          );
        }
        await audit(trx, actor, { subjectType: 'promotion', subjectId: id, action: 'promotion.codes', before: {}, after: { generated: count } });
        return made;
      });
    },

    /** A promotion's codes, oldest first (the CSV). */
    async codes(id: number): Promise<AdminPromotionCodeView[]> {
      await one(id);
      return (await listPromotionCodes(db, id)).map((row) => ({ code: row.code, singleUse: row.single_use, used: row.order_id !== null }));
    },
  };
}

/** The owner's promotions service of one request. */
export type PromotionsAdmin = ReturnType<typeof createPromotionsAdmin>;
