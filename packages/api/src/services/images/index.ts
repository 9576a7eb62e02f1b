export { createFsStorage } from './fs-storage';
export { consumeUploadAllowance, releaseImages, sweepUnreferencedImages } from './image-lifecycle.service';
export { deleteUploadRow, IMAGE_REFERENCE_COLUMNS, type UploadRow, upsertUpload } from './images.queries';
export { contentTypeOfKey, isValidKey, type StorageDriver } from './storage-driver';
