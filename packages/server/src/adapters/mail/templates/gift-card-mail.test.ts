import { describe, expect, it } from 'vitest';
import { renderGiftCardMail } from './gift-card-mail.js';

describe('renderGiftCardMail', () => {
  const values = {
    name: 'Sara',
    id: 1207,
    cards: [
      { code: 'ABCD-EFGH-JKMN-PQRS-TVW0', amount: 25_000 },
      { code: 'WXYZ-0123-4567-89AB-CDEF', amount: 100_000 },
    ],
  };

  it('lists each card with its amount, in English', () => {
    const mail = renderGiftCardMail('en', values);
    expect(mail.subject).toBe('Your gift cards from order 1207');
    expect(mail.text).toContain('Gift card of 25,000 IQD: ABCD-EFGH-JKMN-PQRS-TVW0\nGift card of 100,000 IQD: WXYZ-0123-4567-89AB-CDEF');
  });

  it('writes Arabic and Kurdish digits and isolates each code so it reads left to right', () => {
    expect(renderGiftCardMail('ar', values).text).toContain('بطاقة هدية بقيمة ٢٥٬٠٠٠ دينار: \u2068ABCD-EFGH-JKMN-PQRS-TVW0\u2069');
    expect(renderGiftCardMail('ar', values).subject).toBe('بطاقات الهدايا من طلبك رقم ١٢٠٧');
    expect(renderGiftCardMail('ku', values).text).toContain('\u2068WXYZ-0123-4567-89AB-CDEF\u2069');
  });

  it('links each card to its page, the code in the fragment', () => {
    const link = 'https://shop.example/ar/gift-card#ABCD-EFGH-JKMN-PQRS-TVW0';
    const text = renderGiftCardMail('ar', { ...values, cards: [{ ...values.cards[0]!, link }] }).text;
    expect(text).toContain(`\u2069\nاعرضها أو اطبعها أو أرسلها إلى شخص ما: ${link}`);
  });
});
