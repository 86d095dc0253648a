import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_LIMIT, backgroundSettled, runInBackground } from './background.js';

describe('background tasks', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs a task after the caller goes on, and logs a failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const done: string[] = [];
    runInBackground('first', async () => done.push('first'));
    runInBackground('broken', () => Promise.reject(new Error('down')));
    done.push('caller');
    await backgroundSettled();
    expect(done).toEqual(['caller', 'first']);
    expect(log.mock.calls.map((call) => call[0])).toEqual(['candleshop: broken failed']);
  });

  it('drops tasks past its bound', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const accepted = Array.from({ length: BACKGROUND_LIMIT + 1 }, () => runInBackground('mail', async () => {}));
    expect(accepted.filter(Boolean)).toHaveLength(BACKGROUND_LIMIT);
    expect(log).toHaveBeenCalledWith(`candleshop: mail dropped: ${BACKGROUND_LIMIT} background tasks already waiting`);
    await backgroundSettled();
  });
});
