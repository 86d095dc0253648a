import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, renderCalendar, utcStamp } from './ics.js';

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('RFC 5545 calendar text', () => {
  it('escapes TEXT values: backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('writes times in UTC', () => {
    expect(utcStamp(new Date('2026-12-05T17:00:00+03:00'))).toBe('20261205T140000Z');
  });

  it('folds at 75 octets, never inside a UTF-8 character, and unfolds to the same line', () => {
    const line = `SUMMARY:${'ورشة مزج العطور '.repeat(10)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
    // Every piece is whole UTF-8: decoding and re-encoding changes nothing.
    for (const part of parts) expect(Buffer.from(part).toString()).toBe(part);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('renders one VEVENT with CRLF line ends', () => {
    const text = renderCalendar(
      {
        uid: 'abc@shop.test',
        stamp: new Date('2026-11-01T09:00:00Z'),
        start: new Date('2026-12-05T14:00:00Z'),
        end: new Date('2026-12-05T16:30:00Z'),
        summary: 'Soy candles, for beginners',
        description: 'Two candles; home.',
        location: 'Studio, Erbil',
      },
      'en',
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(unfold(text).split('\r\n').slice(0, -1)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//candleshop//workshop tickets//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:abc@shop.test',
      'DTSTAMP:20261101T090000Z',
      'DTSTART:20261205T140000Z',
      'DTEND:20261205T163000Z',
      'SUMMARY;LANGUAGE=en:Soy candles\\, for beginners',
      'DESCRIPTION;LANGUAGE=en:Two candles\\; home.',
      'LOCATION;LANGUAGE=en:Studio\\, Erbil',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });
});
