import { describe, expect, it } from 'vitest';
import { renderAccountMail } from './templates/account-mail.js';
import { renderNewsletterWelcomeMail } from './templates/newsletter-mail.js';
import { fillTemplate, mailNumber, renderMail } from './render.js';
import { renderStatusMail } from './templates/status-mail.js';

describe('renderMail', () => {
  const template = {
    subject: 'Order {{id}}',
    blocks: ['Hello {{name}},', null, 'Total: {{total}} IQD', undefined],
    values: { id: 7, name: 'Sara', total: 45000 },
  };

  it('writes the blocks a blank line apart, leaves out missing ones, and signs in the language', () => {
    expect(renderMail('en', { ...template, signed: true })).toMatchObject({
      subject: 'Order 7',
      text: 'Hello Sara,\n\nTotal: 45,000 IQD\n\nThe candle shop\n',
    });
    expect(renderMail('ar', { ...template, signed: true }).text).toBe('Hello \u2068Sara\u2069,\n\nTotal: ٤٥٬٠٠٠ IQD\n\nمتجر الشموع\n');
  });

  it('isolates what is written left to right in Kurdish and Arabic, never a link nor Arabic text', () => {
    const values = { code: '5-Q2Y5-S205', phone: '0770 123 4567', email: 'sara@example.com', link: 'https://shop.test/t/5', name: 'سارا' };
    const line = '{{name}}: {{code}} {{phone}} {{email}} {{link}}';
    expect(fillTemplate('ar', line, values)).toBe('سارا: \u20685-Q2Y5-S205\u2069 \u20680770 123 4567\u2069 \u2068sara@example.com\u2069 https://shop.test/t/5');
    expect(fillTemplate('ku', '{{code}}', values)).toBe('\u20685-Q2Y5-S205\u2069');
    expect(fillTemplate('en', line, values)).toBe('سارا: 5-Q2Y5-S205 0770 123 4567 sara@example.com https://shop.test/t/5');
  });

  it('ends without a signature when the template has its own last line', () => {
    expect(renderMail('en', template).text).toBe('Hello Sara,\n\nTotal: 45,000 IQD\n');
  });

  it('never reads a value as a placeholder', () => {
    expect(fillTemplate('en', 'Hello {{name}}, order {{id}}', { name: '{{id}}', id: 3 })).toBe('Hello {{id}}, order 3');
    expect(fillTemplate('en', '{{unknown}}', {})).toBe('{{unknown}}');
  });

  it('writes numbers in each language’s digits, grouped unless asked not to', () => {
    expect(mailNumber('en', 12345)).toBe('12,345');
    expect(mailNumber('en', 12345, { grouping: false })).toBe('12345');
    expect(mailNumber('ku', 12, { grouping: false })).toBe('١٢');
    expect(mailNumber('ar', 45000)).toBe('٤٥٬٠٠٠');
  });
});

describe('the templates through the one renderer', () => {
  it('renders the status mail in English', () => {
    const mail = renderStatusMail('order', 'en', { name: 'Sara', id: 12345, status: 'being prepared', link: 'https://shop.test/orders/12345' });
    expect(mail).toMatchObject({
      subject: 'Your order 12345: being prepared',
      text: 'Hello Sara,\n\nYour order 12345 is now: being prepared.\n\nSee it here:\nhttps://shop.test/orders/12345\n\nThe candle shop\n',
    });
  });

  it('renders the status mail in Arabic, a box month and no link for a guest', () => {
    const mail = renderStatusMail('subscription', 'ar', { name: 'سارا', id: 7, status: 'delivered', month: 3, link: null });
    expect(mail).toMatchObject({
      subject: 'الاشتراك رقم ٧: تم التسليم',
      text: 'مرحباً سارا،\n\nحالة صندوق الشهر ٣ من الاشتراك رقم ٧ الآن: تم التسليم.\n\nمتجر الشموع\n',
    });
  });

  it('renders an account mail in English and Arabic with the link on its own line', () => {
    expect(renderAccountMail('reset', 'en', { name: 'Sara', link: 'https://shop.test/reset?t=1' }).text).toBe(
      'Hello Sara,\n\nSomeone asked to reset the password of your candle shop account. To choose a new password, open this link:\n\n' +
        'https://shop.test/reset?t=1\n\nThe link works once and for one hour. If you did not ask for it, ignore this mail: your password stays as it is.\n',
    );
    const ar = renderAccountMail('verify', 'ar', { name: 'سارا', link: 'https://shop.test/v' });
    expect(ar.subject).toBe('أكّد عنوان بريدك الإلكتروني');
    expect(ar.text.split('\n\n')).toEqual([
      'مرحباً سارا،',
      'أهلاً بك في متجر الشموع. يرجى تأكيد بريدك الإلكتروني بفتح هذا الرابط:',
      'https://shop.test/v',
      'يعمل الرابط مرة واحدة ولمدة ٢٤ ساعة. إذا لم تنشئ حساباً فتجاهل هذه الرسالة.\n',
    ]);
  });

  it('renders a newsletter mail with its unsubscribe line above the signature', () => {
    const mail = renderNewsletterWelcomeMail('ar', { to: 'a@example.com', percent: 10, code: 'CANDLE-1', unsubscribeUrl: 'https://shop.test/u' });
    expect(mail.to).toBe('a@example.com');
    expect(mail.unsubscribeUrl).toBe('https://shop.test/u');
    expect(mail.text).toContain('CANDLE-1');
    expect(mail.text.endsWith('لإيقاف النشرة البريدية افتح: https://shop.test/u\n\nمتجر الشموع\n')).toBe(true);
  });
});
