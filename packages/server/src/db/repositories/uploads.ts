import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../types.js';
import type { UploadTable } from '../tables/accounts.js';

/** Stores an upload key the local storage signed. */
export async function insertUploadKey(db: Kysely<Database>, upload: Insertable<UploadTable>): Promise<void> {
  await db.insertInto('uploads').values(upload).execute();
}

/** Forgets keys never used that expired before a moment. */
export async function deleteUnusedUploadsBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('uploads').where('used_at', 'is', null).where('expires_at', '<', before).execute();
}

/**
 * Stores the bytes of an unused, unexpired key of this type signed for this user or for nobody;
 * false when no such key was waiting (single use: only the first store finds it unused).
 */
export async function storeUploadOnce(db: Kysely<Database>, upload: { path: string; contentType: string; userId: number | undefined; body: Uint8Array }): Promise<boolean> {
  const stored = await db
    .updateTable('uploads')
    .set({ used_at: new Date(), body: upload.body })
    .where('path', '=', upload.path)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('content_type', '=', upload.contentType)
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', upload.userId ?? -1)]))
    .returning('path')
    .executeTakeFirst();
  return stored !== undefined;
}

/** The path of a used upload that this user (or a guest's sign-up) may reference. */
export async function findUsedUploadPath(db: Kysely<Database>, path: string, userId: number | undefined): Promise<string | undefined> {
  const row = await db
    .selectFrom('uploads')
    .select('path')
    .where('path', '=', path)
    .where('used_at', 'is not', null)
    // A picture uploaded by one customer is never another's profile; sign-up uploads are unbound.
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId ?? -1)]))
    .executeTakeFirst();
  return row?.path;
}

/** A used upload's type and bytes. */
export function findStoredUpload(db: Kysely<Database>, path: string): Promise<{ content_type: string; body: Uint8Array | null } | undefined> {
  return db.selectFrom('uploads').select(['content_type', 'body']).where('path', '=', path).where('used_at', 'is not', null).executeTakeFirst();
}

/** The path of a key issued to this user (or to a guest), used or not: S3 uploads never pass through the shop. */
export async function findIssuedUploadPath(db: Kysely<Database>, path: string, userId: number | undefined): Promise<string | undefined> {
  const row = await db
    .selectFrom('uploads')
    .select('path')
    .where('path', '=', path)
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId ?? -1)]))
    .executeTakeFirst();
  return row?.path;
}

/**
 * Deletes uploads made before `before` that no profile, white-label logo or personalized-request
 * file references (SECURITY-REVIEW M8: nothing is kept for ever that nobody uses).
 * @returns how many were deleted
 */
export async function deleteUnreferencedUploads(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('uploads')
    .where('created_at', '<', before)
    .where('path', 'not in', db.selectFrom('users').select('profile as path').where('profile', 'is not', null).$narrowType<{ path: string }>())
    .where('path', 'not in', db.selectFrom('white_label_requests').select('logo as path').where('logo', 'is not', null).$narrowType<{ path: string }>())
    .where('path', 'not in', db.selectFrom('personalized_requests').select('file as path').where('file', 'is not', null).$narrowType<{ path: string }>())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
