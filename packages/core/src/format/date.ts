import { SHOP_TIME_ZONE } from '@candleshop/rules';
import type { Lang } from '../i18n/languages.js';
import { localizeDigits } from './number.js';

// The shop is in Iraq: a date without its own zone is read on Baghdad's calendar, as the server does.
let baghdad: Intl.DateTimeFormat | undefined;
const baghdadDay = () => (baghdad ??= new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'numeric', year: 'numeric' }));

function parts(date: Date | string): [string, string, string] | undefined {
  if (typeof date === 'string') {
    // SPEC §3 Review: day, month and year, comma separated ('22,11,2026').
    const match = /^\s*(\d{1,2})\s*,\s*(\d{1,2})\s*,\s*(\d{4})\s*$/.exec(date);
    if (match) return [String(Number(match[1])), String(Number(match[2])), match[3]!];
    // A calendar day as the server writes it (a delivery run's, a subscription box's): 2027-03-01.
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    return day ? [String(Number(day[3])), String(Number(day[2])), day[1]!] : undefined;
  }
  if (Number.isNaN(date.getTime())) return undefined;
  const found = Object.fromEntries(
    baghdadDay()
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return [String(Number(found.day)), String(Number(found.month)), found.year!];
}

/**
 * A date as day/month/year in the language's digits (SPEC §3: review dates are shown as
 * day/month/year; SPEC §1: ku and ar show Arabic-Indic digits), the one way dates read across the
 * shop and the back office (issue 36 item 5). Takes a review's comma-separated date, a calendar
 * day (`2027-03-01`) or a Date; an unreadable value is returned as it came.
 * @example formatDate('22,11,2026', 'ar') // '٢٢/١١/٢٠٢٦'
 */
export function formatDate(date: Date | string, lang: Lang): string {
  const found = parts(date);
  if (!found) return typeof date === 'string' ? date : '';
  return localizeDigits(found.join('/'), lang);
}

/**
 * A date as ISO 8601 (`2026-11-22`), for machines (structured data); undefined when unreadable.
 * @example isoDate('22,11,2026') // '2026-11-22'
 */
export function isoDate(date: Date | string): string | undefined {
  const found = parts(date);
  return found && `${found[2]}-${found[1].padStart(2, '0')}-${found[0].padStart(2, '0')}`;
}
