// Issue 27: reading the QR code in a picture (a camera frame or a photo). The browser's own
// BarcodeDetector where it reads QR codes (Chrome on Android and macOS, Safari 17+ behind none of
// its flags on iOS…); elsewhere @zxing/library, the maintained TypeScript port of ZXing: pure
// JavaScript with no WebAssembly or download at run time (so it works offline and under the
// site's CSP), loaded only on the page that scans and only where the detector is missing.

interface Detector {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
type DetectorClass = { new (options: { formats: string[] }): Detector; getSupportedFormats(): Promise<string[]> };

let detector: Promise<Detector | undefined> | undefined;

/** The browser's QR detector, or undefined where there is none. */
function nativeDetector(): Promise<Detector | undefined> {
  detector ??= (async () => {
    const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
    if (!Native) return undefined;
    try {
      return (await Native.getSupportedFormats()).includes('qr_code') ? new Native({ formats: ['qr_code'] }) : undefined;
    } catch {
      return undefined;
    }
  })();
  return detector;
}

/** The grey level of each pixel (what ZXing's binarizer reads). */
function luminances(image: ImageData): Uint8ClampedArray {
  const { data, width, height } = image;
  const grey = new Uint8ClampedArray(width * height);
  for (let i = 0; i < grey.length; i += 1) grey[i] = (data[i * 4]! * 299 + data[i * 4 + 1]! * 587 + data[i * 4 + 2]! * 114) / 1000;
  return grey;
}

/** The picture drawn at `scale` and read as grey levels. */
function pixelsAt(source: CanvasImageSource, width: number, height: number, scale: number): ImageData | undefined {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

// ZXing's binarizer misses some codes drawn large (6+ pixels a module) that it reads at a smaller
// size, so a picture is tried at its size (big photos capped at 1000 pixels) and then smaller.
const SCALES = [1, 0.5, 0.3];

async function zxingDecode(source: CanvasImageSource, width: number, height: number): Promise<string | undefined> {
  const { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } = await import('@zxing/library');
  const hints = new Map([[DecodeHintType.TRY_HARDER, true]]);
  const cap = Math.min(1, 1000 / Math.max(width, height));
  for (const scale of SCALES) {
    const image = pixelsAt(source, width, height, cap * scale);
    if (!image || Math.min(image.width, image.height) < 60) break;
    try {
      return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminances(image), image.width, image.height))), hints).getText();
    } catch {
      // NotFound, checksum and format errors all mean: not read at this size.
    }
  }
  return undefined;
}

/** The text of the QR code in a picture of `width` × `height`, or undefined when none is read. */
export async function decodeQr(source: CanvasImageSource, width: number, height: number): Promise<string | undefined> {
  const native = await nativeDetector();
  if (native) {
    const [found] = await native.detect(source).catch(() => []);
    if (found) return found.rawValue;
  }
  return zxingDecode(source, width, height);
}

/** The QR code's text in an image file (a photo of a ticket), or undefined. */
export async function decodeQrFile(file: Blob): Promise<string | undefined> {
  const bitmap = await createImageBitmap(file).catch(() => undefined);
  if (!bitmap) return undefined;
  try {
    return await decodeQr(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
