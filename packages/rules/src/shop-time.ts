// The shop's clock, once (issue 34 item 3): the shop is in Iraq, which keeps UTC+3 all year (no
// daylight saving since 2008), so a fixed offset is exact and plain arithmetic on it is enough
// where Intl would cost (the server's views, the dashboard's days).

/** The shop's time zone, for Intl (mail dates, the widgets' workshop times). */
export const SHOP_TIME_ZONE = 'Asia/Baghdad';
/** The shop's UTC offset as ISO 8601 writes it. */
export const SHOP_UTC_OFFSET = '+03:00';
/** The shop's UTC offset in milliseconds. */
export const SHOP_OFFSET_MS = 3 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A moment as ISO 8601 on the shop's clock, with its offset.
 * @example shopDateTime(new Date('2026-12-05T14:00:00Z')) // '2026-12-05T17:00:00+03:00'
 */
export function shopDateTime(moment: Date): string {
  return `${new Date(moment.getTime() + SHOP_OFFSET_MS).toISOString().slice(0, 19)}${SHOP_UTC_OFFSET}`;
}

/**
 * The shop's calendar day a moment falls in, `YYYY-MM-DD`.
 * @example shopDate(new Date('2026-12-05T22:00:00Z')) // '2026-12-06'
 */
export function shopDate(moment: Date): string {
  return new Date(moment.getTime() + SHOP_OFFSET_MS).toISOString().slice(0, 10);
}

/** The shop's midnight that starts the day `moment` falls in. */
export function shopDayStart(moment: Date): Date {
  return new Date(Math.floor((moment.getTime() + SHOP_OFFSET_MS) / DAY_MS) * DAY_MS - SHOP_OFFSET_MS);
}

/**
 * The shop's midnight of a calendar day (`YYYY-MM-DD`), `plusDays` later.
 * @example shopMidnight('2026-12-05') // 2026-12-04T21:00:00.000Z
 */
export function shopMidnight(day: string, plusDays = 0): Date {
  return new Date(new Date(`${day}T00:00:00${SHOP_UTC_OFFSET}`).getTime() + plusDays * DAY_MS);
}
