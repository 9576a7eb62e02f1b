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

/**
 * The browser half of the pipeline: decode the chosen file with its EXIF orientation applied,
 * scale it to the server's maximum side (the server would do so anyway; smaller pixels need less quality
 * loss to reach the target), paint it on white (JPEG has no transparency) and run the quality ladder.
 */
export async function compressImage(file: Blob, name = 'image'): Promise<CompressedImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadableImageError();
  }
  const scale = Math.min(1, IMAGE_MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new UnreadableImageError();
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();

  const encode: JpegEncoder = (quality) =>
    new Promise((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new UnreadableImageError())),
        'image/jpeg',
        quality,
      ),
    );
  const result = await runQualityLadder(encode);
  if (result.warning)
    console.warn(`Compressed image is ${result.blob.size} bytes (${result.warning}); wanted 102400..204800`);
  const baseName = name.replace(/\.[^.]*$/, '') || 'image';
  const jpeg = new File([result.blob], `${baseName}.jpg`, { type: 'image/jpeg' });
  return { ...result, file: jpeg, width, height };
}
