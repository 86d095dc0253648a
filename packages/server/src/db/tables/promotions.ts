import type { PromotionKind, PromotionTarget } from '@candleshop/rules';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Texts } from './texts.js';

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Counter = ColumnType<number, number | undefined, number>;

/** A promotion (migration 090, issue 35 item 4): what it takes off, on what, when and how often. */
export interface PromotionTable {
  id: Generated<number>;
  /** What the shopper and the owner read, per language. */
  name: Texts;
  kind: PromotionKind;
  /** Percent (1-100) for `percent`, integer IQD for `fixed`. */
  amount: number;
  target: PromotionTarget;
  /** Items' subtotal (integer IQD) a basket must reach; 0 for none. */
  min_basket: Counter;
  starts_at: Timestamp;
  /** Null: runs until the owner ends it (ending sets it to now). */
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Applies without a code; otherwise only by one of its codes. */
  automatic: boolean;
  max_uses: Optional<number>;
  /** The most integer IQD it may give away in all. */
  max_given: Optional<number>;
  /** The most sales of one customer (an account, or a guest's phone or email) it may reduce. */
  per_customer: Optional<number>;
  /** Live redemptions and the IQD they took off: the guarded counters the limits are checked on. */
  uses: Counter;
  given: Counter;
  /** 'newsletter' for the newsletter's promotion; null for the owner's. */
  system_key: Optional<string>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

/** A chosen product, collection or category of a promotion (by its target). */
export interface PromotionTargetTable {
  promotion_id: number;
  target_id: number;
}

/** A code that applies a promotion: one shared code, or single-use ones. */
export interface PromotionCodeTable {
  id: Generated<number>;
  promotion_id: number;
  /** As normalised: upper case, no spaces or dashes. */
  code: string;
  single_use: boolean;
  /** The only (lower-cased) address that may use it (the newsletter's codes), or null. */
  email: Optional<string>;
  /** The newsletter subscriber it was given to, or null. */
  subscriber_id: Optional<number>;
  /** A single-use code's order while it is used. */
  order_id: Optional<number>;
  used_at: Optional<Date>;
  created_at: Generated<Date>;
}

/** A sale a promotion reduced; given back once when the sale is cancelled or refused. */
export interface PromotionRedemptionTable {
  id: Generated<number>;
  promotion_id: number;
  code_id: Optional<number>;
  order_id: number;
  /** Who, for the per-customer limit: the account, and the normalised email and phone. */
  user_id: Optional<number>;
  email: Optional<string>;
  phone: Optional<string>;
  /** Integer IQD taken off. */
  amount: number;
  given_back_at: Optional<Date>;
  created_at: Generated<Date>;
}

/** The promotions' tables. */
export interface PromotionTables {
  promotions: PromotionTable;
  promotion_targets: PromotionTargetTable;
  promotion_codes: PromotionCodeTable;
  promotion_redemptions: PromotionRedemptionTable;
}

export type PromotionRow = Selectable<PromotionTable>;
export type PromotionCodeRow = Selectable<PromotionCodeTable>;
