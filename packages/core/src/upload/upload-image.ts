/** What `uploadImage` needs from its surroundings. */
export interface UploadImageOptions {
  /** Asks the server for a signed PUT URL for `path` (SPEC §7 signedUrl(file) returning url). */
  requestSignedUrl(path: string): Promise<string>;
  /** Replaces the global fetch (tests, server rendering). */
  fetch?: typeof fetch;
  /**
   * The storage's URL prefix, cut from the stored path. Defaults to the signed URL's origin and
   * slash, which suits a bucket host; a storage under a path (such as `/uploads/`) names it here.
   */
  storagePrefix?: string;
  /** Where the storage keeps it: `images` (default) or `files` (a PDF). */
  folder?: 'images' | 'files';
}

/** SPEC §7: any failed upload is an error named image. */
export interface ImageUploadError {
  name: 'image';
  /** The message key to show. */
  key: 'errors.image';
  cause?: unknown;
}

/** The stored path of the uploaded image, or the image error. Never throws. */
export type ImageUploadResult = { data: string; error?: undefined } | { data?: undefined; error: ImageUploadError };

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif', 'application/pdf': 'pdf' };

function extensionOf(file: Blob & { name?: string }): string {
  const fromName = /\.([A-Za-z0-9]{1,8})$/.exec(file.name ?? '')?.[1];
  return (fromName ?? EXTENSIONS[file.type] ?? 'bin').toLowerCase();
}

async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Uploads an image (SPEC §7 Image upload): asks for a signed URL for `images/{hash}.{extension}`
 * (the SHA-256 of the file's bytes, hex), PUTs the file with its own content type, and answers the
 * stored path: the URL without its query and without the storage prefix. SPEC §7 speaks of a
 * multipart content type; the file's own type is sent instead, because a signed PUT is bound to
 * the content type it was signed for (SECURITY F1) and a PUT body is the bare file, not a form.
 * @example await uploadImage(file, { requestSignedUrl }) // { data: 'images/9f86d0….png' }
 */
export async function uploadImage(file: Blob & { name?: string }, options: UploadImageOptions): Promise<ImageUploadResult> {
  const fail = (cause?: unknown): ImageUploadResult => ({ error: { name: 'image', key: 'errors.image', cause } });
  try {
    const path = `${options.folder ?? 'images'}/${await sha256Hex(file)}.${extensionOf(file)}`;
    const signed = new URL(await options.requestSignedUrl(path));
    const response = await (options.fetch ?? fetch)(signed.href, {
      method: 'PUT',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    });
    // SPEC §7: it counts as successful when the status text is OK.
    if (response.status !== 200 || response.statusText !== 'OK') return fail(new Error(`expected 200 OK, got ${response.status} ${response.statusText}`));
    const bare = `${signed.origin}${signed.pathname}`;
    const prefix = options.storagePrefix ?? `${signed.origin}/`;
    if (!bare.startsWith(prefix)) return fail(new Error(`expected a URL under ${prefix}, got ${bare}`));
    return { data: decodeURIComponent(bare.slice(prefix.length)) };
  } catch (cause) {
    return fail(cause);
  }
}
