import { describe, expect, it } from 'vitest';
import { isCommissionPercent, originProblem } from './partner.js';

describe('partner origins (issue 26)', () => {
  it('accepts exact https origins, with a port, and http on localhost', () => {
    for (const origin of ['https://shop.example', 'https://a-b.shop.example:8443', 'https://xn--mgbh0fb.example', 'http://localhost', 'http://localhost:4173']) {
      expect(originProblem(origin), origin).toBeUndefined();
    }
  });

  it('refuses other schemes, plain http elsewhere, paths, slashes, upper case and the default port', () => {
    expect(originProblem('http://shop.example')).toBe('scheme');
    expect(originProblem('ftp://shop.example')).toBe('scheme');
    expect(originProblem('shop.example')).toBe('scheme');
    expect(originProblem('http://localhost.evil.example')).toBe('scheme');
    expect(originProblem('https://shop.example/')).toBe('form');
    expect(originProblem('https://shop.example/shop')).toBe('form');
    expect(originProblem('https://Shop.example')).toBe('form');
    expect(originProblem('https://user@shop.example')).toBe('form');
    expect(originProblem('https://shop.example:0')).toBe('form');
    expect(originProblem('https://shop.example:65536')).toBe('form');
    expect(originProblem('https://shop.example?x=1')).toBe('form');
    expect(originProblem('https://-shop.example')).toBe('form');
    expect(originProblem('https://shop.example:443')).toBe('defaultPort');
  });
});

describe('commission percents', () => {
  it('are 0 to 100 with two decimals at most', () => {
    expect([0, 7.5, 12.25, 100].every(isCommissionPercent)).toBe(true);
    expect([-1, 100.01, 1.234, Number.NaN].some(isCommissionPercent)).toBe(false);
  });
});
