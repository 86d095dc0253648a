import { describe, expect, it } from 'vitest';
import { renderWaitlistMail } from './waitlist-mail.js';

describe('waiting-list offer mail', () => {
  const values = {
    name: 'Shilan',
    workshop: 'Scent blending',
    startsAt: new Date('2026-12-12T15:00:00Z'),
    people: 3,
    holdUntil: new Date('2026-12-01T09:30:00Z'),
    link: 'https://shop.test/workshops/4?offer=abc',
  };

  it('tells the workshop, its Baghdad time, the held seats, until when, and the link in English', () => {
    const mail = renderWaitlistMail('en', values);
    expect(mail.subject).toBe('Seats came free: Scent blending');
    expect(mail.text).toContain('Hello Shilan');
    expect(mail.text).toContain('Saturday, December 12, 2026 at 6:00 PM');
    // 09:30 UTC is 12:30 in Baghdad.
    expect(mail.text).toContain('holding 3 seats for you until Dec 1, 2026, 12:30 PM');
    expect(mail.text).toContain('Book them here:\nhttps://shop.test/workshops/4?offer=abc');
  });

  it.each([
    ['ku', 'سڵاو', '٣ کورسی'],
    ['ar', 'مرحباً', '٣ مقاعد'],
  ] as const)('is written in %s with its own digits', (lang, hello, seats) => {
    const mail = renderWaitlistMail(lang, values);
    expect(mail.text).not.toContain('Hello');
    expect(mail.text).toContain(hello);
    expect(mail.text).toContain(seats);
    expect(mail.text).toContain('٢٠٢٦');
    expect(mail.text).toContain(values.link);
  });
});
