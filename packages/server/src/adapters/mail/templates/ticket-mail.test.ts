import { describe, expect, it } from 'vitest';
import { renderTicketMail } from './ticket-mail.js';

describe('ticket confirmation mail', () => {
  const values = {
    name: 'Shilan',
    id: 12,
    code: '12-K7QM-2XRA',
    workshop: 'Scent blending',
    startsAt: new Date('2026-12-12T15:00:00Z'),
    people: 2,
    total: 70000,
    link: 'https://shop.test/tickets/12',
  };

  it('tells the reference, workshop, Baghdad date and time, people, total and link in English', () => {
    const mail = renderTicketMail('en', values);
    expect(mail.subject).toBe('Your workshop ticket 12: Scent blending');
    expect(mail.text).toContain('Hello Shilan');
    // 15:00 UTC is 18:00 in Baghdad.
    expect(mail.text).toContain('When: Saturday, December 12, 2026 at 6:00 PM (Baghdad time)');
    expect(mail.text).toContain('People: 2');
    expect(mail.text).toContain('Total: 70,000 IQD');
    expect(mail.text).toContain(`Reference: ${values.code}`);
    expect(mail.text).toContain('https://shop.test/tickets/12');
    expect(mail.text).toContain('attached');
  });

  it.each([
    ['ku', 'سڵاو', '٧٠٬٠٠٠ دینار'],
    ['ar', 'مرحباً', '٧٠٬٠٠٠ دينار'],
  ] as const)('is written in %s with its own digits', (lang, hello, total) => {
    const mail = renderTicketMail(lang, values);
    expect(mail.text).not.toContain('Hello');
    expect(mail.text).toContain(hello);
    expect(mail.subject).toContain('١٢');
    expect(mail.text).toContain(total);
    // The Baghdad time, 18:00, in Arabic-Indic digits (6 PM).
    expect(mail.text).toContain('٦:٠٠');
    expect(mail.text).toContain(values.code);
    expect(mail.text).toContain(values.link);
  });

  it('says what gift cards paid and what is left to pay at the door', () => {
    const paid = { ...values, giftCardPaid: 70000 };
    expect(renderTicketMail('en', paid).text).toContain('Total: 70,000 IQD');
    expect(renderTicketMail('en', paid).text).toContain('Gift cards: −70,000 IQD\nLeft to pay: 0 IQD');
    expect(renderTicketMail('ar', paid).text).toContain('بطاقات الهدايا: −٧٠٬٠٠٠ دينار');
    expect(renderTicketMail('en', values).text).not.toContain('Gift cards');
  });
});
