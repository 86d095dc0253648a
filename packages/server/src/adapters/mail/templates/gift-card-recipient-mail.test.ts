import { describe, expect, it } from 'vitest';
import { giftCardTemplateParams, renderGiftCardRecipientMail, renderGiftCardRecipientText } from './gift-card-recipient-mail.js';

describe('the gift card sent to its recipient', () => {
  const values = { name: 'Shilan', from: 'Sara', amount: 25_000, message: 'Happy Nowruz!', code: 'ABCD-EFGH-JKMN-PQRS-TVW0', link: 'https://shop.example/gift-card#ABCD-EFGH-JKMN-PQRS-TVW0' };

  it('says who sent it, the amount, the message, the code and the card page, keeping the code out of the subject', () => {
    const mail = renderGiftCardRecipientMail('en', values);
    expect(mail.subject).toBe('Sara sent you a gift card');
    expect(mail.text).toContain('Sara sent you a gift card of 25,000 IQD');
    expect(mail.text).toContain('Their message:\nHappy Nowruz!');
    expect(mail.text).toContain('Your code: ABCD-EFGH-JKMN-PQRS-TVW0');
    expect(mail.text).toContain('print:\nhttps://shop.example/gift-card#ABCD-EFGH-JKMN-PQRS-TVW0');
  });

  it('leaves out an empty message and a missing buyer name', () => {
    const mail = renderGiftCardRecipientMail('en', { ...values, from: '', message: '' });
    expect(mail.subject).toBe('A gift card for you');
    expect(mail.text).not.toContain('Their message');
  });

  it('writes Arabic and Kurdish digits, the code isolated, the link bare', () => {
    const ar = renderGiftCardRecipientMail('ar', values);
    expect(ar.text).toContain('بقيمة ٢٥٬٠٠٠ دينار');
    expect(ar.text).toContain('رمزك: \u2068ABCD-EFGH-JKMN-PQRS-TVW0\u2069');
    expect(renderGiftCardRecipientText('ku', values)).toBe(`سڵاو \u2068Shilan\u2069، کارتێکی دیاری بە ٢٥٬٠٠٠ دینار بۆ تۆ. بیکەرەوە: ${values.link}`);
    expect(giftCardTemplateParams('ar', values)).toEqual(['Shilan', '٢٥٬٠٠٠']);
  });
});
