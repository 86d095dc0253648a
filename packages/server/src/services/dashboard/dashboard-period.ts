import { shopDate, shopDayStart } from '@candleshop/rules';
import type { DashboardRange } from '../../db/repositories/dashboard/dashboard.js';
import { badRequest } from '../../errors.js';

/** The dashboard's periods (issue 28 item 4): today, the last 7 days and the last 30 days, today included. */
export const DASHBOARD_PERIODS = ['today', 'last7', 'last30'] as const;

/** One of {@link DASHBOARD_PERIODS}. */
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

const DAYS: Record<DashboardPeriod, number> = { today: 1, last7: 7, last30: 30 };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A period as the repository reads it, with how many buckets its chart has and the Baghdad dates it spans. */
export interface PeriodRange extends DashboardRange {
  buckets: number;
  /** The first and last day, `YYYY-MM-DD` on the Baghdad calendar. */
  firstDay: string;
  lastDay: string;
}

/**
 * The whole Baghdad days of a period ending with the day of `now`: today is charted by the hour,
 * the others by the day.
 */
export function periodRange(period: DashboardPeriod, now: Date): PeriodRange {
  const days = DAYS[period];
  const today = shopDayStart(now);
  const from = new Date(today.getTime() - (days - 1) * DAY);
  const until = new Date(today.getTime() + DAY);
  const hourly = days === 1;
  return { from, until, bucketSeconds: hourly ? 3600 : 86_400, buckets: hourly ? 24 : days, firstDay: shopDate(from), lastDay: shopDate(today) };
}

/** A period named by the caller, or bad.request. */
export function parsePeriod(value: unknown): DashboardPeriod {
  if (typeof value === 'string' && (DASHBOARD_PERIODS as readonly string[]).includes(value)) return value as DashboardPeriod;
  throw badRequest({ period: ['input.period.invalid'] });
}
