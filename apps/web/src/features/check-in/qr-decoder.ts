import jsQR from "jsqr";

/** The platform's barcode reader (Chromium on Android/macOS/ChromeOS, Safari); not in TypeScript's DOM types yet. */
type BarcodeDetectorLike = { detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
};

/** What the camera or a picture gives: a video frame or a decoded image. */
export type QrSource = HTMLVideoElement | ImageBitmap;

/** Larger frames are scaled down before jsQR reads them: a phone photo's 12 megapixels would take seconds. */
const MAX_SIDE = 1280;

/** Reads a QR code from raw pixels with jsQR; null when there is none. */
export function decodeImageData(image: Pick<ImageData, "data" | "width" | "height">, thorough = false): string | null {
  const found = jsQR(image.data, image.width, image.height, {
    inversionAttempts: thorough ? "attemptBoth" : "dontInvert",
  });
  return found?.data || null;
}

let native: Promise<BarcodeDetectorLike | null> | null = null;

/** The platform's detector when it is there and reads QR codes (some platforms expose it with no formats). */
function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  native ??= (async () => {
    if (!("BarcodeDetector" in window)) return null;
    const Detector = (window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector;
    try {
      const formats = await Detector.getSupportedFormats();
      return formats.includes("qr_code") ? new Detector({ formats: ["qr_code"] }) : null;
    } catch {
      return null;
    }
  })();
  return native;
}

function sizeOf(source: QrSource): { width: number; height: number } {
  return source instanceof HTMLVideoElement
    ? { width: source.videoWidth, height: source.videoHeight }
    : { width: source.width, height: source.height };
}

let canvas: HTMLCanvasElement | null = null;

/** The source's pixels, scaled down to at most MAX_SIDE, or null when it has none yet (a video not playing). */
function pixelsOf(source: QrSource): ImageData | null {
  const { width, height } = sizeOf(source);
  if (!width || !height) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  canvas ??= document.createElement("canvas");
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

async function decodeNatively(source: QrSource): Promise<string | null> {
  const detector = await nativeDetector();
  if (!detector) return null;
  try {
    const [first] = await detector.detect(source);
    return first?.rawValue || null;
  } catch {
    return null;
  }
}

/**
 * Reads a QR code from a camera frame: the platform's BarcodeDetector where it reads QR codes, otherwise jsQR.
 * Null when the frame shows none.
 */
export async function decodeQrFrame(source: QrSource): Promise<string | null> {
  if (await nativeDetector()) return decodeNatively(source);
  const pixels = pixelsOf(source);
  return pixels && decodeImageData(pixels);
}

/** Reads a QR code from a picture (a photo of a printed ticket): every way there is, as it is decoded once. */
export async function decodeQrPicture(file: Blob): Promise<string | null> {
  const image = await createImageBitmap(file);
  try {
    const byPlatform = await decodeNatively(image);
    if (byPlatform) return byPlatform;
    const pixels = pixelsOf(image);
    return pixels && decodeImageData(pixels, true);
  } finally {
    image.close();
  }
}
