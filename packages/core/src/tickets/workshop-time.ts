import { SHOP_TIME_ZONE } from '@candleshop/rules';
import type { Lang } from '../i18n/languages.js';
import { localizeDigits } from '../format/number.js';

/** A workshop's start as the widget shows it: the day and the clock time, in the language's digits. */
export interface WorkshopTime {
  /** day/month/year, as every date of the shop (format/date.ts). */
  date: string;
  /** 24-hour hh:mm. */
  time: string;
}

// ISSUE 11: a workshop happens in Erbil, so its time is Baghdad's (UTC+3 all year) whatever the
// visitor's clock says.
let baghdad: Intl.DateTimeFormat | undefined;
const baghdadClock = () =>
  (baghdad ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/**
 * A workshop's date and time in Baghdad time, in the language's digits (Arabic-Indic in ku and ar,
 * SPEC §1). Takes the server's ISO 8601 date with its offset; an unreadable one gives empty texts.
 * @example workshopTime('2026-12-05T14:00:00Z', 'ku') // { date: '٥/١٢/٢٠٢٦', time: '١٧:٠٠' }
 */
export function workshopTime(iso: string, lang: Lang): WorkshopTime {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { date: '', time: '' };
  const part = Object.fromEntries(
    baghdadClock()
      .formatToParts(date)
      .map((item) => [item.type, item.value]),
  );
  return {
    date: localizeDigits(`${Number(part.day)}/${Number(part.month)}/${part.year}`, lang),
    time: localizeDigits(`${part.hour}:${part.minute}`, lang),
  };
}
