import { describe, expect, it } from 'vitest';
import { GIFT_MESSAGE_MAX_LENGTH, giftRecipientProblems, type GiftRecipient } from './gift-card-recipient.js';

const TODAY = '2026-12-01';
const valid: GiftRecipient = { name: 'Shilan', email: 'shilan@example.com', phone: '', message: 'Happy Eid', lang: 'ku', sendOn: TODAY };

describe('giftRecipientProblems', () => {
  it('takes a recipient with a name, one contact, their language and today or a later day', () => {
    expect(giftRecipientProblems(valid, TODAY)).toEqual({});
    expect(giftRecipientProblems({ ...valid, email: '', phone: '٠٧٨٠ ١١١ ٠٠٠٢' }, TODAY)).toEqual({});
    expect(giftRecipientProblems({ ...valid, phone: '0790 111 0002', sendOn: '2027-03-20' }, TODAY)).toEqual({});
  });

  it('wants an email or a phone, and each well formed', () => {
    expect(giftRecipientProblems({ ...valid, email: '' }, TODAY)).toEqual({ email: 'required', phone: 'required' });
    expect(giftRecipientProblems({ ...valid, email: 'shilan@', phone: '0123' }, TODAY)).toEqual({ email: 'invalid', phone: 'invalid' });
  });

  it('refuses a missing name, a long message, an unknown language, and a day past or too far', () => {
    expect(giftRecipientProblems({ ...valid, name: ' \n ', message: 'x'.repeat(GIFT_MESSAGE_MAX_LENGTH + 1), lang: 'fr', sendOn: '2026-11-30' }, TODAY)).toEqual({
      name: 'required',
      message: 'long',
      lang: 'invalid',
      sendOn: 'past',
    });
    expect(giftRecipientProblems({ ...valid, sendOn: '2028-01-01' }, TODAY)).toEqual({ sendOn: 'far' });
    expect(giftRecipientProblems({ ...valid, sendOn: '1 Dec' }, TODAY)).toEqual({ sendOn: 'invalid' });
    expect(giftRecipientProblems({ ...valid, sendOn: '' }, TODAY)).toEqual({ sendOn: 'required' });
  });
});
