import { createHash } from 'node:crypto';
import { IMAGE_MAX_SIDE_PX, THUMBNAIL_MAX_SIDE_PX } from '@samity/domain';
import sharp, { type OutputInfo, type Sharp } from 'sharp';

/** An upload refused for what it is: answered with status and message, and nothing is stored. */
export class ImageRejectedError extends Error {
  constructor(
    readonly statusCode: 413 | 415 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

export type AcceptedFormat = 'jpeg' | 'png' | 'webp';

/**
 * The file's real type from its first bytes, whatever its name or declared type says: an HTML page or an SVG
 * renamed .jpg is text, and starts like text.
 */
export function sniffImageFormat(data: Buffer): AcceptedFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** First 128 bits of the SHA-256 of the stored JPEG, in hex: the file's name. */
  hash: string;
  sha256: string;
  image: EncodedImage;
  thumbnail: EncodedImage;
}

const NOT_AN_IMAGE = 'Only JPEG, PNG and WebP images can be uploaded.';
const DAMAGED = 'The file could not be read as an image: it is damaged or incomplete.';

/**
 * Decodes the upload and encodes it anew as a JPEG, so what we store and serve is pixels we produced, not
 * bytes a client chose: no EXIF (camera, GPS position), no ICC or XMP, no trailing payload. The EXIF
 * orientation is applied first so the picture stands the right way up without it.
 */
export async function processImage(
  input: Buffer,
  { maxPixels }: { maxPixels: number },
): Promise<ProcessedImage> {
  const format = sniffImageFormat(input);
  if (!format) throw new ImageRejectedError(415, NOT_AN_IMAGE);

  // The header alone tells the size: refuse a decompression bomb before decoding a single pixel.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ImageRejectedError(422, DAMAGED);
    });
  if (meta.format !== format) throw new ImageRejectedError(415, NOT_AN_IMAGE);
  const { width = 0, height = 0 } = meta;
  if (width * height > maxPixels)
    throw new ImageRejectedError(
      422,
      `The image is ${width} x ${height} pixels; at most ${Math.floor(maxPixels / 1e6)} megapixels are accepted.`,
    );

  const pixels = await sharp(input, { limitInputPixels: maxPixels, failOn: 'warning' })
    // failOn 'warning': a truncated JPEG decodes "successfully" with a grey bottom; refuse it instead.
    .rotate()
    .resize({ width: IMAGE_MAX_SIDE_PX, height: IMAGE_MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
    // JPEG has no transparency: a PNG's transparent parts become white, as on the site's light pages.
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new ImageRejectedError(422, DAMAGED);
    });
  const image = await encodeNoLargerThan(pixels, input.length);
  const thumbnail = await encode(
    fromPixels(pixels).resize({ width: THUMBNAIL_MAX_SIDE_PX, height: THUMBNAIL_MAX_SIDE_PX, fit: 'inside' }),
    78,
  );
  const sha256 = createHash('sha256').update(image.data).digest('hex');
  return { hash: sha256.slice(0, 32), sha256, image, thumbnail };
}

type Pixels = { data: Buffer; info: OutputInfo };

const fromPixels = ({ data, info }: Pixels) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

async function encode(pipeline: Sharp, quality: number): Promise<EncodedImage> {
  const { data, info } = await pipeline
    .jpeg({ quality, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Quality 82 unless that comes out larger than what was sent: the browser already compressed the picture
 * to at most 200 KB (compressImage in apps/web/src/lib/image-compression.ts), and re-encoding it at a higher
 * quality would only undo that. Then lower steps.
 */
async function encodeNoLargerThan(pixels: Pixels, sentBytes: number): Promise<EncodedImage> {
  let image: EncodedImage | null = null;
  for (const quality of [82, 72, 62, 52, 42]) {
    image = await encode(fromPixels(pixels), quality);
    if (image.data.length <= sentBytes) break;
  }
  return image!;
}
