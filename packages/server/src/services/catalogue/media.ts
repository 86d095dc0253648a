import type { Kysely } from 'kysely';
import { findMedia } from '../../db/repositories/catalogue/media.js';
import type { Database } from '../../db/types.js';

/** The shop's pictures as `/media/*` serves them (http/files/media.ts). */
export function createMedia(db: Kysely<Database>) {
  return {
    /** The picture stored under a `/media/` path, or undefined. */
    find: (path: string) => findMedia(db, path),
  };
}
