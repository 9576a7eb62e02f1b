/**
 * Names of stored images (docs/images.md). The upload endpoint names a picture by the hash of its content,
 * `<32 hex>.jpg`, and writes its thumbnail beside it as `<hash>.thumb.jpg`. Records store only the
 * picture's address; cards and grids derive the thumbnail's address from it with thumbnailUrlOf.
 */
const HASHED_IMAGE = /([0-9a-f]{32})\.jpg$/;

export const IMAGE_MAX_SIDE_PX = 2000;
export const THUMBNAIL_MAX_SIDE_PX = 400;

export function imageKeyOfHash(hash: string): string {
  return `${hash}.jpg`;
}

/** The thumbnail's key or address beside a hashed picture, or null for any other picture. */
export function thumbnailOf(keyOrUrl: string): string | null {
  return HASHED_IMAGE.test(keyOrUrl) ? keyOrUrl.replace(HASHED_IMAGE, '$1.thumb.jpg') : null;
}

/** For cards and grids: the small version when there is one, else the picture itself (e.g. older data). */
export function thumbnailUrlOf(url: string): string {
  return thumbnailOf(url) ?? url;
}
