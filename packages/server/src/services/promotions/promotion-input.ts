import { PROMOTION_KINDS, PROMOTION_TARGETS, SHOP_UTC_OFFSET, shopDateTime, type PromotionKind, type PromotionTarget } from '@candleshop/rules';
import type { Texts } from '../../db/tables/texts.js';
import { badRequest, type Validation } from '../../errors.js';
import { normalizePromotionCode } from './promotion-codes.js';

/** A promotion as the owner writes it; times are the shop's wall clock, `YYYY-MM-DDTHH:mm`. */
export interface PromotionInput {
  name: Texts;
  kind: string;
  amount: number;
  target: string;
  targetIds: number[];
  minBasket: number;
  startsAt: string;
  endsAt: string | null;
  automatic: boolean;
  /** The one shared code; null for none (automatic, or single-use codes generated apart). */
  code: string | null;
  maxUses: number | null;
  maxGiven: number | null;
  perCustomer: number | null;
}

/** A promotion input checked and in the database's terms. */
export interface CheckedPromotion {
  name: Texts;
  kind: PromotionKind;
  amount: number;
  target: PromotionTarget;
  targetIds: number[];
  min_basket: number;
  starts_at: Date;
  ends_at: Date | null;
  automatic: boolean;
  code: string | null;
  max_uses: number | null;
  max_given: number | null;
  per_customer: number | null;
}

const MAX_IQD = 2_000_000_000;

/** A wall-clock time in the shop's time zone (`YYYY-MM-DDTHH:mm`), or undefined when it is not one. */
export function shopWallClock(text: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return undefined;
  const moment = new Date(`${text}:00${SHOP_UTC_OFFSET}`);
  // A day the calendar lacks (30 February) would roll over: it is refused instead.
  return !Number.isNaN(moment.getTime()) && shopDateTime(moment).startsWith(text) ? moment : undefined;
}

/**
 * Checks what the owner wrote (issue 35 item 4): a kind and target we know, a percent of 1-100 or
 * an IQD amount, chosen targets unless the whole order, a start before the end, a code of 4-40
 * letters and digits, positive limits. Every problem is named by its field.
 * @throws bad.request with the failing fields' keys
 */
export function checkPromotion(input: PromotionInput): CheckedPromotion {
  const problems: Validation = {};
  const problem = (field: string, key: string) => (problems[field] = [`input.${field}.${key}`]);
  if (!input.name.en.trim()) problem('name', 'required');
  const kind = PROMOTION_KINDS.find((known) => known === input.kind);
  if (!kind) problem('kind', 'invalid');
  const target = PROMOTION_TARGETS.find((known) => known === input.target);
  if (!target) problem('target', 'invalid');
  if (!Number.isInteger(input.amount) || input.amount < 1 || input.amount > (kind === 'percent' ? 100 : MAX_IQD)) problem('amount', 'invalid');
  if (target && target !== 'order' && !input.targetIds.length) problem('targetIds', 'required');
  if (!Number.isInteger(input.minBasket) || input.minBasket < 0 || input.minBasket > MAX_IQD) problem('minBasket', 'invalid');
  const startsAt = shopWallClock(input.startsAt);
  if (!startsAt) problem('startsAt', 'invalid');
  const endsAt = input.endsAt ? shopWallClock(input.endsAt) : null;
  if (endsAt === undefined) problem('endsAt', 'invalid');
  else if (endsAt && startsAt && endsAt <= startsAt) problem('endsAt', 'beforeStart');
  const code = input.code ? normalizePromotionCode(input.code) : null;
  if (code !== null && !/^[A-Z0-9]{4,40}$/.test(code)) problem('code', 'invalid');
  for (const [field, value] of [
    ['maxUses', input.maxUses],
    ['maxGiven', input.maxGiven],
    ['perCustomer', input.perCustomer],
  ] as const) {
    if (value !== null && (!Number.isInteger(value) || value < 1 || value > MAX_IQD)) problem(field, 'invalid');
  }
  if (Object.keys(problems).length) throw badRequest(problems);
  return {
    name: { en: input.name.en.trim(), ku: input.name.ku.trim() || input.name.en.trim(), ar: input.name.ar.trim() || input.name.en.trim() },
    kind: kind!,
    amount: input.amount,
    target: target!,
    targetIds: target === 'order' ? [] : input.targetIds,
    min_basket: input.minBasket,
    starts_at: startsAt!,
    ends_at: endsAt ?? null,
    automatic: input.automatic,
    code,
    max_uses: input.maxUses,
    max_given: input.maxGiven,
    per_customer: input.perCustomer,
  };
}
