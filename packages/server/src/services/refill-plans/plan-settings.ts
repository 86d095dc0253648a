/** How refill plans behave (issue 37 item 1). */
export interface PlanSettings {
  /** PLAN_NOTICE_DAYS: a cycle's confirm-or-skip message goes out this many days before its day. */
  noticeDays: number;
}

/** Three days' notice: the link's three days (confirmation-settings.ts) end as the cycle's day comes. */
export const DEFAULT_PLAN_SETTINGS: PlanSettings = { noticeDays: 3 };

/** The periods a plan may have, in weeks. */
export const PLAN_PERIODS = [2, 4, 6, 8] as const;

/** Plans one customer may have that are not ended: each sends messages on its own. */
export const MAX_OPEN_PLANS = 5;

/** How far ahead the first cycle's day may be, in days. */
export const MAX_FIRST_DAYS = 8 * 7;

/**
 * A calendar day `days` later, `YYYY-MM-DD` (the shop's days are whole UTC days: plain arithmetic).
 * @example addDays('2026-12-30', 3) // '2027-01-02'
 */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
