import { describe, expect, it } from 'vitest';
import { isPartnerKey } from './partner-attribution.js';

describe('isPartnerKey', () => {
  it('takes letters, digits, - and _ up to 100 characters', () => {
    expect(isPartnerKey('demo-partner')).toBe(true);
    expect(isPartnerKey('pk_A9')).toBe(true);
    expect(isPartnerKey('a'.repeat(100))).toBe(true);
  });

  it('refuses anything a header or attribute could be abused with', () => {
    for (const bad of ['', 'a'.repeat(101), 'two words', 'x\r\ny', 'é', 42, null, undefined]) expect(isPartnerKey(bad)).toBe(false);
  });
});
