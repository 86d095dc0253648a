import { describe, expect, it } from 'vitest';
import ar from './resources/ar.js';
import en from './resources/en.js';
import ku from './resources/ku.js';
import { RETRY_TEXT } from './retry-text.js';

describe('RETRY_TEXT', () => {
  it('says what the shop-wide retry says, in each language (the two stay in step)', () => {
    expect(RETRY_TEXT).toEqual({ en: (en.common as { retry: string }).retry, ku: (ku.common as { retry: string }).retry, ar: (ar.common as { retry: string }).retry });
    expect(RETRY_TEXT.ar).toBe('حاول مرة أخرى');
  });
});
