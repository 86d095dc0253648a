/**
 * Most pages rendering at once (SECURITY-REVIEW M7). Renders take turns (one-at-a-time.ts) and
 * each waits for its API answers between turns, so every page admitted slows the others; past
 * this many, a visitor gets the client-rendered shell at once rather than a place in a queue.
 */
export const MAX_PAGES_RENDERING = 8;

/**
 * Admits at most `limit` tasks at a time; past it, answers `busy()` at once instead of queueing.
 * @example const gate = createRenderGate(8); await gate(() => renderPage(url), () => ({ kind: 'client' }));
 */
export function createRenderGate(limit = MAX_PAGES_RENDERING) {
  let running = 0;
  return async <T>(task: () => Promise<T>, busy: () => T): Promise<T> => {
    if (running >= limit) return busy();
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
    }
  };
}
