import { describe, expect, it } from 'vitest';
import { renderShopNotice } from './shop-notice.js';

describe('renderShopNotice', () => {
  it('tells the shop who asked, how to reach them and what for', () => {
    const mail = renderShopNotice('orders@candles.example', {
      kind: 'white-label',
      id: 12,
      name: 'Lana Ahmed',
      email: 'lana@brand.example',
      phone: '07701234567',
      lang: 'ar',
      details: [
        ['Quantity', '200'],
        ['Total', '1,600,000 IQD'],
      ],
    });
    expect(mail.to).toBe('orders@candles.example');
    expect(mail.subject).toBe('New white-label request 12');
    expect(mail.text).toContain('From: Lana Ahmed <lana@brand.example>\nPhone: 07701234567\nLanguage: ar');
    expect(mail.text).toContain('Quantity: 200\nTotal: 1,600,000 IQD');
  });

  it('leaves out a missing phone and adds the link when there is one', () => {
    const mail = renderShopNotice('shop@localhost', {
      kind: 'personalized',
      id: 3,
      name: 'Sara',
      email: 's@x.iq',
      phone: null,
      lang: 'en',
      details: [],
      link: 'http://localhost:8080/uploads/files/a.pdf',
    });
    expect(mail.subject).toBe('New personalized-candle request 3');
    expect(mail.text).not.toContain('Phone:');
    expect(mail.text).toContain('\nhttp://localhost:8080/uploads/files/a.pdf\n');
  });
});
