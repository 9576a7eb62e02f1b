/** What POST /api/uploads answers: the picture's address, as the original's image host did. */
export interface UploadedImage {
  secure_url: string;
  thumbnail_url: string;
  width: number;
  height: number;
  bytes: number;
}

/** Why an upload failed, as a translation key of the uploads area (the server's own text is English). */
export type UploadFailure =
  | 'uploads.errors.loginRequired'
  | 'uploads.errors.tooMany'
  | 'uploads.errors.tooLarge'
  | 'uploads.errors.notAnImage'
  | 'uploads.errors.damaged'
  | 'uploads.errors.network'
  | 'uploads.uploadFailed';

/** 'Upload failed' with the reason, for the picker to show. */
export class UploadError extends Error {
  constructor(readonly reason: UploadFailure) {
    super('Upload failed');
    this.name = 'UploadError';
  }
}

const REASON_BY_STATUS: Record<number, UploadFailure> = {
  401: 'uploads.errors.loginRequired',
  403: 'uploads.errors.loginRequired',
  413: 'uploads.errors.tooLarge',
  415: 'uploads.errors.notAnImage',
  422: 'uploads.errors.damaged',
  429: 'uploads.errors.tooMany',
};

/**
 * Sends one image to POST /api/uploads. XMLHttpRequest rather than fetch because only it reports upload
 * progress. An answer without a secure_url is a failure, as in the original ('Upload failed').
 */
export function uploadImage(
  file: Blob,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.withCredentials = false; // same-origin: the session cookie goes along anyway, and nowhere else
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as Partial<UploadedImage> | null;
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.secure_url === 'string') {
        onProgress?.(1);
        resolve(body as UploadedImage);
      } else {
        reject(new UploadError(REASON_BY_STATUS[xhr.status] ?? 'uploads.uploadFailed'));
      }
    };
    xhr.onerror = () => reject(new UploadError('uploads.errors.network'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'image.jpg');
    xhr.send(form);
  });
}
