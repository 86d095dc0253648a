import { randomUUID } from 'node:crypto';
import type { S3Config } from '../../accounts-config.js';
import { presignUrl } from './sigv4.js';
import { acceptsUpload, extensionOf, UPLOAD_FILE, UPLOAD_KEY, UPLOAD_TYPES, UPLOAD_URL_LIFETIME_MS, type Storage } from './storage.js';

/**
 * S3-compatible storage (DESIGN §4): a presigned PUT (SigV4, path style) bound to a server-chosen
 * key and the content type. A presigned PUT cannot cap the size; the bucket's policy (or a
 * presigned POST) has to.
 */
export function createS3Storage(config: S3Config): Storage {
  const base = `${config.endpoint}/${config.bucket}`;
  return {
    kind: 's3',
    async signUpload(file) {
      if (!UPLOAD_FILE.test(file)) return undefined;
      const extension = extensionOf(file);
      return presignUrl({
        method: 'PUT',
        url: `${base}/uploads/${randomUUID()}.${extension}`,
        region: config.region,
        accessKey: config.accessKey,
        secretKey: config.secretKey,
        expiresIn: UPLOAD_URL_LIFETIME_MS / 1000,
        headers: { 'content-type': UPLOAD_TYPES[extension]! },
      });
    },
    async storedPath(path, _userId, accept) {
      // The client stores the URL without host: `<bucket>/uploads/<uuid>.<ext>`.
      const key = path.replace(/^\/+/, '');
      const prefix = `${config.bucket}/`;
      return key.startsWith(prefix) && UPLOAD_KEY.test(key.slice(prefix.length)) && acceptsUpload(key, accept) ? `${config.endpoint}/${key}` : undefined;
    },
    urlOf: (stored) => stored,
  };
}
