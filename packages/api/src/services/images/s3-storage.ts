import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertValidKey,
  contentTypeOfKey,
  isPrivateKey,
  PRIVATE_KEY_PREFIX,
  type StorageDriver,
  urlMapper,
} from './storage-driver';

interface S3StorageOptions {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  prefix: string | undefined;
  /** Public base address of the bucket or its CDN; unset: images are streamed by this server at /uploads. */
  publicUrl: string | undefined;
  /**
   * Where private keys (`private/...`) are kept: under this prefix of the bucket, which must lie outside the
   * publicly served one (uploads-config.ts checks it); `private` or `private/<prefix>` when not given.
   */
  privatePrefix?: string | undefined;
  /** Another bucket, never public, for private keys; unset: the bucket above, under privatePrefix. */
  privateBucket?: string | undefined;
}

/** Where private keys go when no S3_PRIVATE_PREFIX is set: beside the public prefix, never beneath it. */
export function defaultPrivatePrefix(prefix: string | undefined): string {
  return prefix ? `private/${prefix}` : 'private';
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * S3-compatible object storage, so several server instances share one set of images (docs/decisions/004-images.md).
 * Objects carry their content type and the immutable cache policy, for when the bucket is served directly.
 */
export function createS3Storage(options: S3StorageOptions): StorageDriver & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where the API requires them: several S3-compatible servers reject the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const privatePrefix = options.privatePrefix ?? defaultPrivatePrefix(options.prefix);
  // Private keys leave the public key space entirely: `private/documents/x.pdf` is stored as
  // `<privatePrefix>/documents/x.pdf` (in the private bucket when there is one), never under the prefix that
  // S3_PUBLIC_URL serves.
  const objectOf = (key: string) => {
    assertValidKey(key);
    if (isPrivateKey(key))
      return {
        Bucket: options.privateBucket ?? options.bucket,
        Key: `${privatePrefix}/${key.slice(PRIVATE_KEY_PREFIX.length)}`,
      };
    return { Bucket: options.bucket, Key: options.prefix ? `${options.prefix}/${key}` : key };
  };
  // With a public bucket address the key prefix is part of the address; through /uploads it is not.
  const urls = options.publicUrl
    ? urlMapper(
        options.prefix ? `${options.publicUrl.replace(/\/+$/, '')}/${options.prefix}` : options.publicUrl,
      )
    : urlMapper('/uploads');

  return {
    kind: 's3',
    client,
    ...urls,

    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          ...objectOf(key),
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
          // A private object is only ever read by this server, which sets its own headers; should a bucket
          // be misconfigured, no cache is told it may keep one. (No ACL header: buckets with ACLs disabled,
          // the default on AWS, refuse requests that set one; objects are private unless a policy says not.)
          CacheControl: isPrivateKey(key) ? 'private, no-store' : IMMUTABLE,
        }),
      );
    },

    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand(objectOf(key)));
        if (!res.Body) return null;
        return {
          body: res.Body as Readable,
          bytes: res.ContentLength ?? 0,
          contentType: res.ContentType ?? contentTypeOfKey(key) ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand(objectOf(key)));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers 204 for a key that holds nothing, which is the contract's "deleting twice is fine".
      await client.send(new DeleteObjectCommand(objectOf(key)));
    },
  };
}
