import {
  type CompressionAnswer,
  compressBitmap,
  decodeImage,
  UnreadableImageError,
} from './image-compression';

/**
 * Compresses one chosen picture off the page's thread (issue 37 §6): decoding a 12-megapixel phone photo and
 * re-encoding it down the quality ladder takes seconds on a cheap phone, and on the page's thread that would
 * freeze the form (typing, scrolling, the other pictures' progress bars) meanwhile. The same steps as
 * compressImage's fallback, on an OffscreenCanvas.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Blob>) => void) | null;
  postMessage(message: CompressionAnswer): void;
};

scope.onmessage = async (event) => {
  try {
    const bitmap = await decodeImage(event.data);
    const result = await compressBitmap(bitmap, (width, height) => {
      const canvas = new OffscreenCanvas(width, height);
      return {
        context: canvas.getContext('2d'),
        encode: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }),
      };
    });
    scope.postMessage({ ok: true, ...result });
  } catch (error) {
    scope.postMessage({
      ok: false,
      unreadable: error instanceof UnreadableImageError,
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
