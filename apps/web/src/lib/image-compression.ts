import {
  IMAGE_MAX_SIDE_PX,
  IMAGE_TARGET_BYTES,
  IMAGE_WARN_MIN_BYTES,
  JPEG_QUALITY_FLOOR,
  JPEG_QUALITY_START,
  JPEG_QUALITY_STEP,
} from '@samity/domain';

/** Encodes the prepared picture as JPEG at a quality between 0 and 1. */
type JpegEncoder = (quality: number) => Promise<Blob>;

type SizeWarning = 'below-range' | 'above-target' | null;

interface LadderResult {
  blob: Blob;
  /** The quality of the blob returned. */
  quality: number;
  /** Every quality tried, in order. */
  tried: number[];
  /** Outside 102400..204800 bytes: too small to look good, or still over the target at the floor. */
  warning: SizeWarning;
}

/**
 * The qualities of the compression ladder: 0.9, 0.85, ... down to 0.1. Counted in whole hundredths, so
 * repeated subtraction of 0.05 never drifts past the floor or skips it.
 */
export function qualityLadder(): number[] {
  const start = Math.round(JPEG_QUALITY_START * 100);
  const step = Math.round(JPEG_QUALITY_STEP * 100);
  const floor = Math.round(JPEG_QUALITY_FLOOR * 100);
  const steps: number[] = [];
  for (let q = start; q >= floor; q -= step) steps.push(q / 100);
  return steps;
}

export function sizeWarning(bytes: number): SizeWarning {
  if (bytes > IMAGE_TARGET_BYTES) return 'above-target';
  if (bytes < IMAGE_WARN_MIN_BYTES) return 'below-range';
  return null;
}

/**
 * Re-encodes at falling quality until the result is under the target size or the floor is reached; the
 * pure part of the browser compression, tested with a fake encoder.
 */
export async function runQualityLadder(
  encode: JpegEncoder,
  targetBytes: number = IMAGE_TARGET_BYTES,
): Promise<LadderResult> {
  const tried: number[] = [];
  let blob: Blob | null = null;
  for (const quality of qualityLadder()) {
    tried.push(quality);
    blob = await encode(quality);
    if (blob.size < targetBytes) break;
  }
  if (!blob) throw new Error('The quality ladder has no steps');
  return { blob, quality: tried[tried.length - 1]!, tried, warning: sizeWarning(blob.size) };
}

/** A picture could not be decoded by the browser (not an image, or damaged). */
export class UnreadableImageError extends Error {
  constructor() {
    super('The file could not be read as an image.');
    this.name = 'UnreadableImageError';
  }
}

interface CompressedImage extends LadderResult {
  file: File;
  width: number;
  height: number;
}

/** What the ladder made of a decoded picture: its blob and the size it was scaled to. */
export interface BitmapCompression extends LadderResult {
  width: number;
  height: number;
}

/** The compression worker's answer: the result, or why there is none (an unreadable file is not retried). */
export type CompressionAnswer =
  | ({ ok: true } & BitmapCompression)
  | { ok: false; unreadable: boolean; message: string };

/** A canvas of the given size to paint on, and its JPEG encoder: a page's canvas or a worker's OffscreenCanvas. */
type CanvasMaker = (
  width: number,
  height: number,
) => {
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  encode: JpegEncoder;
};

/** Decodes the chosen file with its EXIF orientation applied; a file that is not a picture is unreadable. */
export async function decodeImage(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadableImageError();
  }
}

/**
 * Scales a decoded picture to the server's maximum side (the server would do so anyway; smaller pixels need
 * less quality loss to reach the target), paints it on white (JPEG has no transparency) and runs the ladder.
 * The same steps on the page's thread and in the worker; only the canvas differs.
 */
export async function compressBitmap(
  bitmap: ImageBitmap,
  makeCanvas: CanvasMaker,
): Promise<BitmapCompression> {
  const scale = Math.min(1, IMAGE_MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const { context, encode } = makeCanvas(width, height);
  if (!context) {
    bitmap.close();
    throw new UnreadableImageError();
  }
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return { ...(await runQualityLadder(encode)), width, height };
}

/** The page's own canvas: where there are no workers or no OffscreenCanvas, or the worker failed. */
async function compressHere(file: Blob): Promise<BitmapCompression> {
  const bitmap = await decodeImage(file);
  return compressBitmap(bitmap, (width, height) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return {
      context: canvas.getContext('2d'),
      encode: (quality) =>
        new Promise((resolve, reject) =>
          canvas.toBlob(
            (blob) => (blob ? resolve(blob) : reject(new UnreadableImageError())),
            'image/jpeg',
            quality,
          ),
        ),
    };
  });
}

/** Whether this browser can compress in a worker: Web Workers, OffscreenCanvas and createImageBitmap. */
function workerCanCompress(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof createImageBitmap === 'function'
  );
}

/**
 * Compresses in a worker of its own (a file the page fetches only when a picture is chosen; CSP script-src
 * 'self'), so the page's thread stays free. Answers null when the worker itself failed (a browser whose
 * OffscreenCanvas cannot encode JPEG, say): the page's canvas then does the work.
 */
function compressInWorker(file: Blob): Promise<BitmapCompression | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./image-compression.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<CompressionAnswer>) => {
      worker.terminate();
      const answer = event.data;
      if (answer.ok) resolve(answer);
      else if (answer.unreadable) reject(new UnreadableImageError());
      else resolve(null);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve(null);
    };
    worker.postMessage(file);
  });
}

/**
 * The browser half of the pipeline: the chosen file, decoded, scaled, painted on white and re-encoded down the
 * quality ladder, off the page's thread where the browser allows it.
 */
export async function compressImage(file: Blob, name = 'image'): Promise<CompressedImage> {
  const result = (workerCanCompress() ? await compressInWorker(file) : null) ?? (await compressHere(file));
  if (result.warning)
    console.warn(`Compressed image is ${result.blob.size} bytes (${result.warning}); wanted 102400..204800`);
  const baseName = name.replace(/\.[^.]*$/, '') || 'image';
  const jpeg = new File([result.blob], `${baseName}.jpg`, { type: 'image/jpeg' });
  return { ...result, file: jpeg };
}
