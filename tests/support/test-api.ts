import { createApp } from '../../packages/server/src/app.js';
import { openPGliteCopy } from '../../packages/server/src/test/databases.js';

/** A real shop API on a fresh in-memory database, reached through fetch without a socket. */
export interface TestApi {
  fetch: typeof fetch;
  close(): Promise<void>;
}

/**
 * Starts the API, migrated and seeded with the demo catalogue, for component tests: from the
 * seeded PGlite the run's global set-up dumped once (packages/server/src/test/template-databases.ts).
 */
export async function startTestApi(): Promise<TestApi> {
  const db = await openPGliteCopy('seeded');
  const app = createApp({ db, publicUrl: 'http://shop.test', allowedOrigins: ['http://shop.test'] });
  // Widgets prefetch in the background; let those answers finish before the database closes.
  const inFlight = new Set<Promise<Response>>();
  return {
    fetch(input, init) {
      const answer = app.fetch(new Request(input, init));
      inFlight.add(answer);
      void answer.finally(() => inFlight.delete(answer)).catch(() => {});
      return answer;
    },
    async close() {
      await Promise.allSettled([...inFlight]);
      await db.destroy();
    },
  };
}
