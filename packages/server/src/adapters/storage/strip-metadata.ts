// SECURITY-REVIEW M8 (EXIF kept): a phone's photo carries where and when it was taken (GPS), the
// camera and sometimes the owner's name. The container is rewritten without those parts and the
// compressed image is copied byte for byte (never decoded or re-encoded). The small JavaScript
// strippers on npm are unmaintained and the maintained ones (sharp) need a native binary, so this
// is a segment walk of the two formats' published structure. What the walk cannot read (a
// truncated or odd tail) is copied as it is: phones and editors write well-formed files, which is
// where the GPS position comes from, and the image stays as the customer sent it.

const JPEG_DROPPED = new Set([
  0xe1, // APP1: Exif (GPS, camera, thumbnail) and XMP
  0xed, // APP13: Photoshop IRB with IPTC (names, places, captions)
  0xfe, // COM: free-text comments
]);
const PNG_DROPPED = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);
const PNG_SIGNATURE = 8;

/** A JPEG without its Exif, XMP, IPTC and comment segments before the image data. */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return bytes;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) break;
    const marker = bytes[at + 1]!;
    // Fill bytes (0xFF 0xFF) may pad between segments.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Start of scan: the compressed image and everything after it are copied as they are.
    if (marker === 0xda) {
      kept.push(bytes.subarray(at));
      return concat(kept);
    }
    // Markers without a length (TEM, RSTn) stand alone.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) break;
    if (!JPEG_DROPPED.has(marker)) kept.push(bytes.subarray(at, end));
    at = end;
  }
  kept.push(bytes.subarray(at));
  return concat(kept);
}

/** A PNG without its text, time and Exif chunks. */
export function stripPngMetadata(bytes: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [bytes.subarray(0, PNG_SIGNATURE)];
  let at = PNG_SIGNATURE;
  while (at + 12 <= bytes.length) {
    const length = ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > bytes.length) break;
    if (!PNG_DROPPED.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    // Nothing an image needs follows IEND.
    if (type === 'IEND') return concat(kept);
  }
  kept.push(bytes.subarray(at));
  return concat(kept);
}

/** The bytes to store for an upload of `contentType`: a JPEG or PNG without its metadata, anything else (WebP, PDF) as it came. */
export function withoutMetadata(bytes: Uint8Array, contentType: string): Uint8Array {
  if (contentType === 'image/jpeg') return stripJpegMetadata(bytes);
  if (contentType === 'image/png') return stripPngMetadata(bytes);
  return bytes;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
