import { useCallback, useEffect, useReducer, useRef } from 'react';
import { compressImage, UnreadableImageError } from '../../lib/image-compression';
import { UploadError, type UploadedImage, type UploadFailure, uploadImage } from '../../lib/upload-image';

type ItemStatus = 'queued' | 'compressing' | 'uploading' | 'done' | 'failed';

export interface PickedImage {
  id: number;
  file: File;
  status: ItemStatus;
  /** Upload progress, 0..1. */
  progress: number;
  result?: UploadedImage;
  error?: UploadFailure | 'uploads.errors.unreadable';
}

type Action =
  | { type: 'add'; files: File[]; replace: boolean }
  | { type: 'update'; id: number; patch: Partial<PickedImage> }
  | { type: 'remove'; id: number }
  | { type: 'retry'; id: number };

let nextId = 1;

function reducer(items: PickedImage[], action: Action): PickedImage[] {
  switch (action.type) {
    case 'add': {
      const added = action.files.map((file) => ({
        id: nextId++,
        file,
        status: 'queued' as const,
        progress: 0,
      }));
      return action.replace ? added : [...items, ...added];
    }
    case 'update':
      return items.map((item) => (item.id === action.id ? { ...item, ...action.patch } : item));
    case 'remove':
      return items.filter((item) => item.id !== action.id);
    case 'retry':
      return items.map((item) =>
        item.id === action.id ? { ...item, status: 'queued', progress: 0, error: undefined } : item,
      );
  }
}

const busy = (item: PickedImage) => item.status === 'compressing' || item.status === 'uploading';

/** At most this many pictures are in progress at once (issue 37 §6): uploading, or waiting to compress. */
export const PARALLEL_UPLOADS = 3;

/**
 * The queued pictures to start now, in the order chosen: as many as leave at most `limit` in progress.
 * `started` holds the pictures already started (a started picture may still be queued for the compressor). A
 * failed picture waits for Retry and takes no place.
 */
export function picturesToStart(
  items: readonly PickedImage[],
  started: ReadonlySet<number>,
  limit = PARALLEL_UPLOADS,
): PickedImage[] {
  const free = limit - items.filter((item) => busy(item) || started.has(item.id)).length;
  if (free <= 0) return [];
  return items.filter((item) => item.status === 'queued' && !started.has(item.id)).slice(0, free);
}

/** Runs tasks one after another, in the order given, whatever becomes of each. */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const result = last.then(task);
    last = result.catch(() => undefined);
    return result;
  };
}

/**
 * The picker's queue: each chosen file is compressed (image-compression.ts's quality ladder, in a worker)
 * and uploaded, up to PARALLEL_UPLOADS pictures at once. Compression takes one picture at a time: a phone's
 * link is what limits three photos, so the first upload should start as soon as one photo is ready, not when
 * all three are (and one decoded 12-megapixel photo is about 48 MB of a phone's memory). Uploads run side by
 * side, each with its own progress and failure; the bound keeps the per-account upload limit from being
 * spent in a burst.
 */
export function useImageUploads({
  multiple,
  onChange,
  onBusyChange,
}: {
  multiple: boolean;
  onChange?: (images: UploadedImage[]) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const [items, dispatch] = useReducer(reducer, []);
  const controllers = useRef(new Map<number, AbortController>());
  const compressor = useRef(oneAtATime());

  const run = useCallback(async (item: PickedImage) => {
    const controller = new AbortController();
    controllers.current.set(item.id, controller);
    const update = (patch: Partial<PickedImage>) => {
      if (!controller.signal.aborted) dispatch({ type: 'update', id: item.id, patch });
    };
    try {
      const compressed = await compressor.current(() => {
        if (controller.signal.aborted) throw new DOMException('Removed', 'AbortError');
        update({ status: 'compressing' });
        return compressImage(item.file, item.file.name);
      });
      update({ status: 'uploading' });
      const result = await uploadImage(compressed.file, {
        signal: controller.signal,
        onProgress: (progress) => update({ progress }),
      });
      update({ status: 'done', progress: 1, result });
    } catch (error) {
      if (controller.signal.aborted) return;
      const reason =
        error instanceof UnreadableImageError
          ? 'uploads.errors.unreadable'
          : error instanceof UploadError
            ? error.reason
            : 'uploads.uploadFailed';
      update({ status: 'failed', error: reason });
    } finally {
      controllers.current.delete(item.id);
    }
  }, []);

  // Start queued pictures whenever fewer than PARALLEL_UPLOADS are in progress (a started picture has a
  // controller until it is done, failed or removed).
  useEffect(() => {
    const started = new Set(controllers.current.keys());
    for (const item of picturesToStart(items, started)) void run(item);
  }, [items, run]);

  useEffect(() => {
    const all = controllers.current;
    return () => {
      for (const controller of all.values()) controller.abort();
    };
  }, []);

  const uploaded = items.flatMap((item) => (item.result ? [item.result] : []));
  const uploadedKey = uploaded.map((u) => u.secure_url).join('\n');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    onChangeRef.current?.(uploaded);
  }, [uploadedKey]);

  const isBusy = items.some((item) => busy(item) || item.status === 'queued');
  const onBusyRef = useRef(onBusyChange);
  onBusyRef.current = onBusyChange;
  useEffect(() => {
    onBusyRef.current?.(isBusy);
  }, [isBusy]);

  return {
    items,
    busy: isBusy,
    add: (files: File[]) =>
      dispatch({ type: 'add', files: multiple ? files : files.slice(0, 1), replace: !multiple }),
    retry: (id: number) => dispatch({ type: 'retry', id }),
    remove: (id: number) => {
      controllers.current.get(id)?.abort();
      dispatch({ type: 'remove', id });
    },
  };
}
