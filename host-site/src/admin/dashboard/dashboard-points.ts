import { localizeDigits, type Lang } from '@candleshop/core';
import type { ChartPoint } from './chart-geometry.js';

/** A point of the dashboard as the server answers it: its start in Baghdad time (`2026-11-26T13:00:00+03:00`). */
export interface DashboardPoint {
  start: string;
  orders: number;
  revenue: number | null;
}

// The server writes each start in Baghdad time with its offset: its calendar parts are read as written.
const partsOf = (start: string) => ({ year: start.slice(0, 4), month: Number(start.slice(5, 7)), day: Number(start.slice(8, 10)), hour: start.slice(11, 13) });

/**
 * The chart points of one figure: an hour of today labelled by its hour, a day by day/month; the
 * table's long label adds the year (and the hour's date), all in the language's digits.
 */
export function chartPoints(points: readonly DashboardPoint[], bucket: string, value: (point: DashboardPoint) => number, lang: Lang): ChartPoint[] {
  return points.map((point) => {
    const { year, month, day, hour } = partsOf(point.start);
    const date = `${day}/${month}/${year}`;
    return bucket === 'hour'
      ? { label: localizeDigits(hour, lang), long: localizeDigits(`${date} ${hour}:00`, lang), value: value(point) }
      : { label: localizeDigits(`${day}/${month}`, lang), long: localizeDigits(date, lang), value: value(point) };
  });
}

/** A period's first and last day (`YYYY-MM-DD`) as day/month/year in the language's digits. */
export const dayOf = (iso: string, lang: Lang) => localizeDigits(`${Number(iso.slice(8, 10))}/${Number(iso.slice(5, 7))}/${iso.slice(0, 4)}`, lang);
