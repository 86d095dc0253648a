import type { Kysely } from 'kysely';
import { findStoredUpload, storeUploadOnce } from '../../db/repositories/uploads.js';
import type { Database } from '../../db/types.js';

/** The uploads the local storage keeps in the database (http/files/uploads.ts serves them). */
export function createUploads(db: Kysely<Database>) {
  return {
    /** Stores the bytes once under a key signed for this user or for nobody; false when no such key waits (SECURITY F1). */
    storeOnce: (upload: { path: string; contentType: string; userId: number | undefined; body: Uint8Array }) => storeUploadOnce(db, upload),
    /** The stored upload at a path, or undefined. */
    find: (path: string) => findStoredUpload(db, path),
  };
}
