import { describe, expect, it } from 'vitest';
import { escapeHtml, mailHtml } from './mail-html.js';
import { renderMail } from './render.js';

describe('the HTML part of a mail', () => {
  const template = { subject: 'Order {{id}}', blocks: ['Hello {{name}},', 'See it here:\nhttps://shop.test/orders/7?x=1&y=2', { image: 'qr', alt: 'QR code' }], values: { id: 7, name: '<Sara>' }, signed: true };

  it('is made of the same blocks as the text: escaped, links clickable, the signature last, a picture only in the HTML', () => {
    const mail = renderMail('en', template);
    expect(mail.text).toBe('Hello <Sara>,\n\nSee it here:\nhttps://shop.test/orders/7?x=1&y=2\n\nThe candle shop\n');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('<title>Order 7</title>');
    expect(mail.html).toContain('Hello &#60;Sara&#62;,');
    expect(mail.html).toContain('See it here:<br><a href="https://shop.test/orders/7?x=1&#38;y=2"');
    expect(mail.html).toContain('<img src="cid:qr" alt="QR code"');
    expect(mail.html.indexOf('The candle shop</p>')).toBeGreaterThan(mail.html.indexOf('cid:qr'));
    expect(mail.html).not.toContain('<script');
  });

  it('reads right to left in Kurdish and Arabic, with the shop name in its language', () => {
    const arabic = renderMail('ar', template).html;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('text-align:right');
    expect(arabic).toContain('>متجر الشموع</td>');
    expect(renderMail('ku', template).html).toContain('<html lang="ckb" dir="rtl">');
  });

  it('escapes what a visitor typed everywhere, the subject and a picture text too', () => {
    expect(escapeHtml(`<a href="x">'&`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;');
    const html = mailHtml('en', 'Shop', '<b>hi</b>', ['"quoted" <i>', { image: 'a"b', alt: '<x>' }], false);
    expect(html).toContain('<title>&#60;b&#62;hi&#60;/b&#62;</title>');
    expect(html).toContain('&#34;quoted&#34; &#60;i&#62;');
    expect(html).toContain('src="cid:a&#34;b" alt="&#60;x&#62;"');
  });

  it('links each web address where it stands, without the full stop after it, never a javascript: one', () => {
    const html = mailHtml('en', 'Shop', 's', ['javascript:alert(1)\nTo stop, open: https://a.test/x?a=1&b=2. Or https://a.test/y'], false);
    expect(html).toContain('javascript:alert(1)<br>To stop, open: <a href="https://a.test/x?a=1&#38;b=2"');
    expect(html).toContain('>https://a.test/x?a=1&#38;b=2</a>. Or <a href="https://a.test/y"');
    expect(html.match(/<a /g)).toHaveLength(2);
  });
});
