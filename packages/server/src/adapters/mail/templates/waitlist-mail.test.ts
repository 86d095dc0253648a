import { describe, expect, it } from 'vitest';
import { renderWaitlistMail, renderWaitlistText, waitlistTemplateParams } from './waitlist-mail.js';

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
    expect(mail.text).toContain('held for you until Dec 1, 2026, 12:30 PM (Baghdad time). People: 3.');
    expect(mail.text).toContain('Book them here:\nhttps://shop.test/workshops/4?offer=abc');
  });

  it.each([
    ['ku', 'سڵاو', 'ژمارەی کەسەکان: ٣'],
    ['ar', 'مرحباً', 'عدد الأشخاص: ٣'],
  ] as const)('is written in %s with its own digits', (lang, hello, seats) => {
    const mail = renderWaitlistMail(lang, values);
    expect(mail.text).not.toContain('Hello');
    expect(mail.text).toContain(hello);
    expect(mail.text).toContain(seats);
    expect(mail.text).toContain('٢٠٢٦');
    expect(mail.text).toContain(values.link);
  });

  // Issue 36 item 4: the offer is texted too, whole in the outbox and as the provider's template.
  it.each([
    ['en', 'People: 3'],
    ['ar', 'عدد الأشخاص: ٣'],
  ] as const)('is one text message in %s with the link', (lang, people) => {
    const text = renderWaitlistText(lang, values);
    expect(text).toContain(people);
    expect(text).toContain(values.link);
    expect(text).toContain('Scent blending');
  });

  it('fills the waitlist_offer template: name, workshop, until when, people in the language digits', () => {
    const params = waitlistTemplateParams('ar', values);
    expect(params).toHaveLength(4);
    expect(params[0]).toContain('Shilan');
    expect(params[1]).toBe('Scent blending');
    expect(params[2]).toContain('٢٠٢٦');
    expect(params[3]).toBe('٣');
  });
});
