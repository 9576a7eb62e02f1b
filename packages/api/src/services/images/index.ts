export { createFsStorage } from './fs-storage';
export { consumeUploadAllowance, releaseImages, sweepUnreferencedImages } from './image-lifecycle.service';
export { ADMIN_PICTURE, assertOwnUploads } from './image-ownership';
export {
  deleteUploadRow,
  IMAGE_REFERENCE_COLUMNS,
  type ImageOwner,
  type UploadRow,
  upsertUpload,
} from './images.queries';
export {
  contentTypeOfKey,
  isPrivateKey,
  isValidKey,
  PRIVATE_KEY_PREFIX,
  type StorageDriver,
} from './storage-driver';
