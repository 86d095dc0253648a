import { describe, expect, it } from 'vitest';
import { westernDigits } from './digits.js';

describe('westernDigits', () => {
  it('reads Arabic-Indic and Eastern Arabic (Persian) digits as Western ones', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('leaves every other character as it is', () => {
    expect(westernDigits('٦-X6D1-T27K')).toBe('6-X6D1-T27K');
    expect(westernDigits('AbC 12-٫')).toBe('AbC 12-٫');
  });
});
