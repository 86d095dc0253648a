import type { DashboardRange } from '../../db/repositories/admin/dashboard.js';
import { badRequest } from '../../errors.js';

/** The dashboard's periods (issue 28 item 4): today, the last 7 days and the last 30 days, today included. */
export const DASHBOARD_PERIODS = ['today', 'last7', 'last30'] as const;

/** One of {@link DASHBOARD_PERIODS}. */
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

const DAYS: Record<DashboardPeriod, number> = { today: 1, last7: 7, last30: 30 };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Iraq keeps UTC+3 all year (no daylight saving since 2008): the shop's days start at 21:00 UTC.
const BAGHDAD_OFFSET = 3 * HOUR;

/** A period as the repository reads it, with how many buckets its chart has and the Baghdad dates it spans. */
export interface PeriodRange extends DashboardRange {
  buckets: number;
  /** The first and last day, `YYYY-MM-DD` on the Baghdad calendar. */
  firstDay: string;
  lastDay: string;
}

/** The Baghdad midnight that starts the day `moment` falls in. */
export const baghdadDayStart = (moment: Date) => new Date(Math.floor((moment.getTime() + BAGHDAD_OFFSET) / DAY) * DAY - BAGHDAD_OFFSET);

const baghdadDate = (moment: Date) => new Date(moment.getTime() + BAGHDAD_OFFSET).toISOString().slice(0, 10);

/**
 * The whole Baghdad days of a period ending with the day of `now`: today is charted by the hour,
 * the others by the day.
 */
export function periodRange(period: DashboardPeriod, now: Date): PeriodRange {
  const days = DAYS[period];
  const today = baghdadDayStart(now);
  const from = new Date(today.getTime() - (days - 1) * DAY);
  const until = new Date(today.getTime() + DAY);
  const hourly = days === 1;
  return { from, until, bucketSeconds: hourly ? 3600 : 86_400, buckets: hourly ? 24 : days, firstDay: baghdadDate(from), lastDay: baghdadDate(today) };
}

/** A period named by the caller, or bad.request. */
export function parsePeriod(value: unknown): DashboardPeriod {
  if (typeof value === 'string' && (DASHBOARD_PERIODS as readonly string[]).includes(value)) return value as DashboardPeriod;
  throw badRequest({ period: ['input.period.invalid'] });
}
