export { createFsStorage, type FsStorageOptions } from './fs-storage';
export {
  consumeUploadAllowance,
  type ImageDeps,
  type ReleaseResult,
  releaseImages,
  type SweepResult,
  sweepUnreferencedImages,
  UPLOAD_GRACE_SECONDS,
} from './image-lifecycle.service';
export {
  deleteUploadRow,
  IMAGE_REFERENCE_COLUMNS,
  isReferenced,
  type UploadRow,
  upsertUpload,
} from './images.queries';
export {
  assertValidKey,
  contentTypeOfKey,
  isValidKey,
  type StorageDriver,
  type StoredObject,
  urlMapper,
} from './storage-driver';
