// RFC 5545 text, written by hand: CRLF line ends, content lines folded at 75 octets (never inside
// a UTF-8 character), TEXT values escaped, times in UTC.

/** A VEVENT's content. */
export interface CalendarEvent {
  /** Globally unique: `<ticket uuid>@<shop host>`. */
  uid: string;
  /** When the calendar object was made (the ticket's purchase). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  url?: string;
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped; line breaks as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.3.5 DATE-TIME in UTC: `20261205T140000Z`. */
export function utcStamp(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is split, each continuation starting with
 * one space; a split never falls inside a multi-byte UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; continuations hold 74 after their leading space.
  let limit = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A VCALENDAR with one VEVENT, every line folded and ended with CRLF. */
export function renderCalendar(event: CalendarEvent, lang: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//candleshop//workshop tickets//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY;LANGUAGE=${lang}:${escapeText(event.summary)}`,
    `DESCRIPTION;LANGUAGE=${lang}:${escapeText(event.description)}`,
    `LOCATION;LANGUAGE=${lang}:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
