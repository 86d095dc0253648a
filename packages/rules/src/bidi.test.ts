import { describe, expect, it } from 'vitest';
import { isolate, isolateIn } from './bidi.js';

describe('isolate', () => {
  it('wraps a value in first-strong and pop isolate marks', () => {
    expect(isolate('5-Q2Y5-S205')).toBe('\u20685-Q2Y5-S205\u2069');
    expect(isolate('sara@example.com')).toBe('\u2068sara@example.com\u2069');
  });

  it('leaves an empty value empty, so a missing one adds no invisible marks', () => {
    expect(isolate('')).toBe('');
  });
});

describe('isolateIn', () => {
  it('isolates in Kurdish and Arabic, and leaves English text as it is', () => {
    expect(isolateIn('ar', 'sara@example.com')).toBe('\u2068sara@example.com\u2069');
    expect(isolateIn('ku', '0770 123 4567')).toBe('\u20680770 123 4567\u2069');
    expect(isolateIn('en', 'sara@example.com')).toBe('sara@example.com');
  });
});
