/** SPEC §9: code that has not arrived after 120 seconds counts as failed (pages and widgets alike). */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * `loading`, or a rejection naming `what` once `ms` pass without it (SPEC §9 chunk timeout). The
 * late download is not cancelled (a browser cannot), only no longer waited for.
 * @example withChunkTimeout(import('./cart-page.js'), "a page's code")
 */
export function withChunkTimeout<T>(loading: Promise<T>, what: string, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`candleshop: ${what} did not arrive within ${ms} ms`)), ms);
    loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
