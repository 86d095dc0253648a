import { SHOP_TIME_ZONE } from '@candleshop/rules';

const DAY_MS = 86_400_000;

/** How far ahead a plan's first or next refill may be: within 8 weeks (the server's MAX_FIRST_DAYS; it decides). */
export const PLAN_MAX_DAYS = 56;

// The shop's calendar through Intl with its zone, not rules' shopDate: the SDK's widgets then share
// only the zone's name, which the workshop tickets already carry (their budget has no room for more).
let shopCalendar: Intl.DateTimeFormat | undefined;

/**
 * The shop-calendar day `days` from today, `YYYY-MM-DD`.
 * @example planDayFromToday(14) // '2026-12-13' on 29 November 2026
 */
export const planDayFromToday = (days: number) => (shopCalendar ??= new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE })).format(Date.now() + days * DAY_MS);

/** Whether `day` is one the server takes for a plan's refill: after today and within 8 weeks. */
export const planDayInRange = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day > planDayFromToday(0) && day <= planDayFromToday(PLAN_MAX_DAYS);
