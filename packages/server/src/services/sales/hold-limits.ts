import { z } from 'zod';

/**
 * How long unpaid cash sales hold stock and seats, and how much one customer may hold (issue 23,
 * SECURITY-REVIEW M4). Staff acceptance lifts a hold (SPEC: delivery cash is paid at the door).
 */
export interface HoldLimits {
  /**
   * CASH_HOLD_HOURS: an unpaid cash order or ticket neither accepted by staff nor confirmed by the
   * customer is cancelled after this, once its confirm-or-cancel link has expired too.
   */
  cashHoldHours: number;
  /** MAX_OPEN_UNPAID_ORDERS: pending, unpaid orders (and, apart, tickets) one customer may have open. */
  maxOpenUnpaid: number;
  /** MAX_UNITS_PER_PRODUCT: units of one product one customer may have in pending, unpaid orders. */
  maxUnitsPerProduct: number;
  /**
   * WAITLIST_HOLD_HOURS: how long seats offered to a workshop's waiting list are held for the
   * person offered (issue 27 item 4); DEFAULT_WAITLIST_HOLD_HOURS when absent.
   */
  waitlistHoldHours?: number;
}

/** A day to use a waiting-list offer's link. */
export const DEFAULT_WAITLIST_HOLD_HOURS = 24;

/** The defaults: two days to come or be confirmed, five open sales, twenty units of a product. */
export const DEFAULT_HOLD_LIMITS: HoldLimits = { cashHoldHours: 48, maxOpenUnpaid: 5, maxUnitsPerProduct: 20 };

const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const whole = (name: string, min: number, max: number) =>
  optional.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, { error: (issue) => `${name} must be a whole number from ${min} to ${max}, got "${String(issue.input)}"` })
      .transform(Number)
      .refine((n) => n >= min && n <= max, { error: `${name} must be a whole number from ${min} to ${max}` })
      .optional(),
  );

const envSchema = z.object({
  CASH_HOLD_HOURS: whole('CASH_HOLD_HOURS', 1, 8760),
  MAX_OPEN_UNPAID_ORDERS: whole('MAX_OPEN_UNPAID_ORDERS', 1, 1000),
  MAX_UNITS_PER_PRODUCT: whole('MAX_UNITS_PER_PRODUCT', 1, 1000),
  WAITLIST_HOLD_HOURS: whole('WAITLIST_HOLD_HOURS', 1, 720),
});

/**
 * Reads the hold settings from the environment, each with its default.
 * @throws with "expected X, got Y" for a value that is not a whole number in range
 */
export function readHoldLimits(env: Record<string, string | undefined>): HoldLimits {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new Error(`candleshop: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  const { CASH_HOLD_HOURS, MAX_OPEN_UNPAID_ORDERS, MAX_UNITS_PER_PRODUCT, WAITLIST_HOLD_HOURS } = parsed.data;
  return {
    cashHoldHours: CASH_HOLD_HOURS ?? DEFAULT_HOLD_LIMITS.cashHoldHours,
    maxOpenUnpaid: MAX_OPEN_UNPAID_ORDERS ?? DEFAULT_HOLD_LIMITS.maxOpenUnpaid,
    maxUnitsPerProduct: MAX_UNITS_PER_PRODUCT ?? DEFAULT_HOLD_LIMITS.maxUnitsPerProduct,
    waitlistHoldHours: WAITLIST_HOLD_HOURS ?? DEFAULT_WAITLIST_HOLD_HOURS,
  };
}
