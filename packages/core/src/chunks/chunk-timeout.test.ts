import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, withChunkTimeout } from './chunk-timeout.js';

describe('withChunkTimeout (SPEC §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('answers what arrives in time', async () => {
    await expect(withChunkTimeout(Promise.resolve('code'), 'a widget')).resolves.toBe('code');
  });

  it('fails after 120 seconds without an answer, saying what did not arrive', async () => {
    vi.useFakeTimers();
    const waiting = withChunkTimeout(new Promise(() => {}), 'the code of <candle-checkout>');
    const failed = expect(waiting).rejects.toThrow('candleshop: the code of <candle-checkout> did not arrive within 120000 ms');
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await failed;
  });
});
