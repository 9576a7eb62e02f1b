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

/**
 * The picker's queue: each chosen file is compressed (image-compression.ts's quality ladder) and uploaded,
 * one at a time so a phone on a slow line sends one picture at full speed and the per-account limit is not
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

  const run = useCallback(async (item: PickedImage) => {
    const controller = new AbortController();
    controllers.current.set(item.id, controller);
    const update = (patch: Partial<PickedImage>) => {
      if (!controller.signal.aborted) dispatch({ type: 'update', id: item.id, patch });
    };
    try {
      update({ status: 'compressing' });
      const compressed = await compressImage(item.file, item.file.name);
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

  // Start the next queued picture whenever none is in progress.
  useEffect(() => {
    if (items.some(busy)) return;
    const next = items.find((item) => item.status === 'queued');
    if (next) void run(next);
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
