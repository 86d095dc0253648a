import type { Kysely } from 'kysely';
import { pingDatabase } from '../db/repositories/health.js';
import type { Database } from '../db/types.js';

/** What `/readyz` asks of the shop (http/health.ts): whether its database answers. */
export function createHealth(db: Kysely<Database>) {
  return {
    /** Resolves once the database answered a trivial query; rejects when it cannot. */
    ping: () => pingDatabase(db),
  };
}
