import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { createApp } from '../../packages/server/src/app.js';
import { createDatabase } from '../../packages/server/src/db/database.js';

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
  const seeded = inject('testDatabaseTemplates')?.pglite.seeded;
  if (!seeded) throw new Error('candleshop: no seeded database dump; run the suite through vitest (globalSetup)');
  const db = createDatabase({ dataDir: 'memory://', loadDataDir: new Blob([await readFile(seeded)]) });
  // PGlite starts on the first query, seconds on a busy machine: here, not in a suite's first test.
  await sql`SELECT 1`.execute(db);
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
