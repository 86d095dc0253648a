import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { S3Config } from '../../accounts-config.js';
import { findIssuedUploadPath, insertUploadKey } from '../../db/repositories/uploads.js';
import type { Database } from '../../db/types.js';
import { presignUrl } from './sigv4.js';
import { acceptsUpload, extensionOf, MAX_UPLOAD_BYTES, UPLOAD_FILE, UPLOAD_KEY, UPLOAD_TYPES, UPLOAD_URL_LIFETIME_MS, type Storage } from './storage.js';

/**
 * S3-compatible storage (DESIGN §4): a presigned PUT (SigV4, path style) bound to a server-chosen
 * key and the content type. Each key is kept in the uploads table with the customer it was signed
 * for (SECURITY-REVIEW M8), so only that customer (or, for a guest's key, anyone holding it) can
 * reference it. What stays: a presigned PUT cannot cap the size (SPEC §7's signedUrl names no
 * size, and only a presigned POST takes content-length-range), the bytes are not checked before
 * they are public, and the sweeper forgets unreferenced keys but cannot delete their objects: the
 * bucket's policy and a lifecycle rule on `uploads/` have to.
 */
export function createS3Storage(config: S3Config, db: Kysely<Database>): Storage {
  const base = `${config.endpoint}/${config.bucket}`;
  return {
    kind: 's3',
    async signUpload(file, userId) {
      if (!UPLOAD_FILE.test(file)) return undefined;
      const extension = extensionOf(file);
      const key = `/uploads/${randomUUID()}.${extension}`;
      const expiresAt = new Date(Date.now() + UPLOAD_URL_LIFETIME_MS);
      await insertUploadKey(db, { path: key, content_type: UPLOAD_TYPES[extension]!, max_bytes: MAX_UPLOAD_BYTES, expires_at: expiresAt, user_id: userId ?? null });
      return presignUrl({
        method: 'PUT',
        url: `${base}${key}`,
        region: config.region,
        accessKey: config.accessKey,
        secretKey: config.secretKey,
        expiresIn: UPLOAD_URL_LIFETIME_MS / 1000,
        headers: { 'content-type': UPLOAD_TYPES[extension]! },
      });
    },
    async storedPath(path, userId, accept) {
      // The client stores the URL without host: `<bucket>/uploads/<uuid>.<ext>`.
      const key = path.replace(/^\/+/, '');
      const prefix = `${config.bucket}/`;
      if (!key.startsWith(prefix) || !UPLOAD_KEY.test(key.slice(prefix.length)) || !acceptsUpload(key, accept)) return undefined;
      // Issued here, and for this customer or a guest (SECURITY-REVIEW M8: no one else's key).
      return (await findIssuedUploadPath(db, `/${key.slice(prefix.length)}`, userId)) ? `${config.endpoint}/${key}` : undefined;
    },
    urlOf: (stored) => stored,
  };
}
