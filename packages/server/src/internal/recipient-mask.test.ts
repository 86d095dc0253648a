import { describe, expect, it } from 'vitest';
import { maskContacts, maskEmail, maskPhone, maskRecipient } from './recipient-mask.js';

describe('masking recipients in log lines (SECURITY-REVIEW-2 N13)', () => {
  it('keeps country, network and the last three digits of a phone, however it was written', () => {
    expect(['07701230001', '7701230001', '+964 770 123 0001', '009647701230001', '٠٧٧٠١٢٣٠٠٠١'].map(maskPhone)).toEqual(Array(5).fill('+96477*****001'));
  });

  it('keeps the first character and the domain of an address', () => {
    expect(maskEmail('ali.hassan@example.com')).toBe('a***@example.com');
    expect(maskRecipient(' Stranger1@example.net')).toBe('S***@example.net');
  });

  it('gives nothing away for what is neither', () => {
    expect(maskPhone('123')).toBe('***');
    expect(maskEmail('@example.com')).toBe('***');
  });

  it('masks addresses and numbers quoted inside a provider answer', () => {
    expect(maskContacts('550 5.1.1 <noor@example.org>: Recipient address rejected')).toBe('550 5.1.1 <n***@example.org>: Recipient address rejected');
    expect(maskContacts('candleshop: expected an Iraqi mobile number (07xx xxx xxxx), got "0770 123 0001"')).toBe('candleshop: expected an Iraqi mobile number (07xx xxx xxxx), got "+96477*****001"');
  });
});
