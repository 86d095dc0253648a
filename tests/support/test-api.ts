import { createApp } from '../../packages/server/src/app.js';
import { createDatabase } from '../../packages/server/src/db/database.js';
import { migrate } from '../../packages/server/src/db/migrate.js';
import { seed } from '../../packages/server/src/db/seed/seed.js';

/** A real shop API on a fresh in-memory database, reached through fetch without a socket. */
export interface TestApi {
  fetch: typeof fetch;
  close(): Promise<void>;
}

/** Starts the API, migrated and seeded with the demo catalogue, for component tests. */
export async function startTestApi(): Promise<TestApi> {
  const db = createDatabase({});
  await migrate(db);
  await seed(db);
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
