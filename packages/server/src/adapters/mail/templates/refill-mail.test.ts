import { describe, expect, it } from 'vitest';
import { renderRefillMail } from './refill-mail.js';

describe('refill confirmation mail', () => {
  const values = { name: 'Shilan', id: 12, total: 33000, quantity: 2, link: 'https://shop.test/refills/12' };

  it('tells the number, quantity, total and link in English', () => {
    const mail = renderRefillMail('en', values);
    expect(mail.subject).toBe('Your refill request 12');
    expect(mail.text).toContain('Hello Shilan');
    expect(mail.text).toContain('2 × refill');
    expect(mail.text).toContain('33,000 IQD');
    expect(mail.text).toContain('https://shop.test/refills/12');
  });

  it.each(['ku', 'ar'] as const)('is written in %s with its own digits', (lang) => {
    const mail = renderRefillMail(lang, values);
    expect(mail.text).not.toContain('Hello');
    expect(mail.subject).toContain('١٢');
    expect(mail.text).toContain('Shilan');
  });

  it('leaves the link out for a guest', () => {
    expect(renderRefillMail('en', { ...values, link: null }).text).not.toContain('http');
  });

  it('says what gift cards paid and what is left to pay, in each language’s digits', () => {
    const paid = { ...values, giftCardPaid: 25000 };
    expect(renderRefillMail('en', paid).text).toContain('total 33,000 IQD');
    expect(renderRefillMail('en', paid).text).toContain('Gift cards: −25,000 IQD\nLeft to pay: 8,000 IQD');
    expect(renderRefillMail('ar', paid).text).toContain('المتبقي للدفع: ٨٬٠٠٠ دينار');
    expect(renderRefillMail('ku', paid).text).toContain('کارتی دیاری: −٢٥٬٠٠٠ دینار');
    expect(renderRefillMail('en', values).text).not.toContain('Gift cards');
  });
});
