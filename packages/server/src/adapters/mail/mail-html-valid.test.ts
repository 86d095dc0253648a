import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { renderMail, type RenderedMail } from './render.js';
import { renderAccountMail } from './templates/account-mail.js';
import { renderStatusMail } from './templates/status-mail.js';

// Issue 37 item 3: the HTML part of every mail passes an HTML validator. Every template is written
// through renderMail into mailHtml, so the mails below (a signed status mail, an unsigned account
// mail, one with a picture and what a visitor typed) cover what any template can put in one.
const validator = new HtmlValidate({ extends: ['html-validate:standard', 'html-validate:document', 'html-validate:a11y'] });

async function problems(mail: RenderedMail): Promise<string[]> {
  const report = await validator.validateString(mail.html);
  return report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`));
}

const typed = { name: '<script>alert(1)</script> "Sara" & co', id: 12345 };

describe.each(['en', 'ku', 'ar'] as const)('the HTML of a mail in %s', (lang) => {
  it('is valid HTML: a status mail with its link, signed', async () => {
    expect(await problems(renderStatusMail('order', lang, { ...typed, status: 'delivered', link: 'https://shop.test/orders/12345?a=1&b=2' }))).toEqual([]);
  });

  it('is valid HTML: an account mail ending with its own line', async () => {
    expect(await problems(renderAccountMail('verify', lang, { name: typed.name, link: 'https://shop.test/auth/verify?token=abc' }))).toEqual([]);
  });

  it('is valid HTML: a mail with a picture and a visitor’s text in the subject', async () => {
    const mail = renderMail(lang, { subject: 'Ticket {{name}}', blocks: ['Hello {{name}},', { image: 'qr-1', alt: 'QR code <1>' }, 'Line one\nhttps://shop.test/t/1'], values: typed, signed: true });
    expect(await problems(mail)).toEqual([]);
  });
});
