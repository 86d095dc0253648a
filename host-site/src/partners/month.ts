import { formatDate, type Lang } from '@candleshop/core';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The month a report shows (`YYYY-MM`): the address's `month` when it is one, else the current
 * month in Baghdad time (the shop's months, as the server counts them).
 */
export function reportMonth(search: Record<string, string | undefined>, now: Date = new Date()): string {
  const asked = search.month;
  if (asked && MONTH.test(asked)) return asked;
  return new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 7);
}

/** The day of an ISO date and time, on Baghdad's calendar, as day/month/year in the language's digits (the back office's one date format). */
export function dateOnly(iso: string, lang: Lang): string {
  return formatDate(new Date(iso), lang);
}
