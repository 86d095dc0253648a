/** SPEC §7 Image upload: the file name a client asks a URL for, images/{name}.{extension}. */
export const UPLOAD_FILE = /^(images\/[A-Za-z0-9_-]{1,128}\.(jpg|jpeg|png|webp)|files\/[A-Za-z0-9_-]{1,128}\.pdf)$/;

/** SECURITY F1 / SPEC §9: about 2500 KB at most. */
export const MAX_UPLOAD_BYTES = 2_560_000;

/** How long a signed upload URL works. */
export const UPLOAD_URL_LIFETIME_MS = 5 * 60 * 1000;

/** The content type each allowed extension is signed for. */
export const UPLOAD_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' };

/** Where profile pictures are uploaded to (DESIGN §4): S3 in production, `/uploads` offline. */
export interface Storage {
  readonly kind: 's3' | 'local';
  /**
   * A one-time URL to PUT the file to, under a server-chosen key (a UUID) with the extension of
   * `file`; undefined when `file` is not `images/{name}.{jpg|jpeg|png|webp}`. A URL signed for a
   * signed-in customer only takes that customer's upload (SECURITY F1).
   */
  signUpload(file: string, userId?: number): Promise<string | undefined>;
  /**
   * The stored form of a path a client sends as `profile` (SPEC §7: the URL without query and
   * host), or undefined when it is not an upload of this storage (or another customer's), or
   * not of the `accept`ed kind: pictures only (profile, logo) unless a PDF is welcome too.
   */
  storedPath(path: string, userId?: number, accept?: UploadKind): Promise<string | undefined>;
  /** The absolute URL a stored path is served at. */
  urlOf(stored: string): string;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** An upload key: `uploads/<uuid>.<ext>`. */
export const UPLOAD_KEY = new RegExp(`^uploads/${UUID}\\.(jpg|jpeg|png|webp|pdf)$`);

/** What an upload may be: a picture, or a picture or PDF (a personalized request's reference file). */
export type UploadKind = 'image' | 'image-or-pdf';

/** Whether an upload key's extension is of the `accept`ed kind. */
export function acceptsUpload(key: string, accept: UploadKind = 'image'): boolean {
  return accept === 'image-or-pdf' || !key.endsWith('.pdf');
}

/** The extension of an allowed upload file name. */
export function extensionOf(file: string): string {
  return file.slice(file.lastIndexOf('.') + 1);
}

/**
 * SECURITY F2: whether the bytes start like the declared type (JPEG, PNG, WebP, PDF), so an
 * HTML or script file declared as an image is refused.
 */
export function matchesMagicBytes(bytes: Uint8Array, contentType: string): boolean {
  const starts = (offset: number, values: number[]) => values.every((value, index) => bytes[offset + index] === value);
  const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
  switch (contentType) {
    case 'image/jpeg':
      return starts(0, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/webp':
      return starts(0, ascii('RIFF')) && starts(8, ascii('WEBP'));
    case 'application/pdf':
      return starts(0, ascii('%PDF-'));
    default:
      return false;
  }
}

/** SECURITY F2: most pixels per side of an uploaded PNG (a pixel-flood cap). */
export const MAX_IMAGE_SIDE = 8000;

/** Width and height of a PNG from its IHDR chunk; undefined for other types. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 24) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
