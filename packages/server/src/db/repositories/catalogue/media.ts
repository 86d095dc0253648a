import type { Kysely } from 'kysely';
import type { Database, MediaRow } from '../../types.js';

/** A stored picture by its path (`/media/products/12.svg`), or undefined. */
export function findMedia(db: Kysely<Database>, path: string): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('path', '=', path).executeTakeFirst();
}
