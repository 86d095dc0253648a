import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { deleteUnusedUploadsBefore, findUsedUploadPath, insertUploadKey } from '../../db/repositories/uploads.js';
import type { Database } from '../../db/types.js';
import { acceptsUpload, extensionOf, MAX_UPLOAD_BYTES, UPLOAD_FILE, UPLOAD_KEY, UPLOAD_TYPES, UPLOAD_URL_LIFETIME_MS, type Storage } from './storage.js';

/** The local storage: signs `/uploads` URLs and checks them when the file arrives. */
export interface LocalStorage extends Storage {
  readonly kind: 'local';
  /** Whether a signature fits the path, type and expiry it claims (the URL was issued here). */
  checkSignature(path: string, type: string, expires: string, signature: string): boolean;
}

/**
 * Offline storage (DESIGN §4): an HMAC-signed URL `${publicUrl}/uploads/<uuid>.<ext>?expires&type&sig`
 * bound to the key, content type, maximum size and expiry, made single-use by the `uploads` table
 * (SECURITY F1). http/files/uploads.ts receives the PUT and serves the bytes.
 */
export function createLocalStorage(db: Kysely<Database>, publicUrl: string, secret: string): LocalStorage {
  const sign = (path: string, type: string, expires: string) => createHmac('sha256', secret).update(`PUT\n${path}\n${type}\n${MAX_UPLOAD_BYTES}\n${expires}`).digest('base64url');

  return {
    kind: 'local',
    async signUpload(file, userId) {
      if (!UPLOAD_FILE.test(file)) return undefined;
      const extension = extensionOf(file);
      const type = UPLOAD_TYPES[extension]!;
      const path = `/uploads/${randomUUID()}.${extension}`;
      const expiresAt = new Date(Date.now() + UPLOAD_URL_LIFETIME_MS);
      const expires = String(Math.floor(expiresAt.getTime() / 1000));
      await insertUploadKey(db, { path, content_type: type, max_bytes: MAX_UPLOAD_BYTES, expires_at: expiresAt, user_id: userId ?? null });
      // Keys never used are forgotten now and then, so unused signatures do not pile up.
      if (Math.random() < 0.05) {
        await deleteUnusedUploadsBefore(db, new Date(Date.now() - UPLOAD_URL_LIFETIME_MS));
      }
      const query = new URLSearchParams({ expires, type, sig: sign(path, type, expires) });
      return `${publicUrl}${path}?${query}`;
    },
    checkSignature(path, type, expires, signature) {
      const expected = Buffer.from(sign(path, type, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    async storedPath(path, userId, accept) {
      // Core stores `uploads/<uuid>.<ext>` (the URL less its origin and slash); a leading slash is fine too.
      const key = path.replace(/^\/+/, '');
      if (!UPLOAD_KEY.test(key) || !acceptsUpload(key, accept)) return undefined;
      return findUsedUploadPath(db, `/${key}`, userId);
    },
    urlOf: (stored) => `${publicUrl}${stored}`,
  };
}
