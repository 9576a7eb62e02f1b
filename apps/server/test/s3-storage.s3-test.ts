import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { CreateBucketCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { releaseImages } from '@samity/api/images';
import { createS3Storage } from '@samity/api/s3-storage';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { buildTestApp } from './helpers';
import { storageContract } from './storage-contract';
import { filePart, filesUnder, multipart, sessionCookie, smallJpeg } from './upload-fixtures';

/**
 * Runs only when an S3-compatible server is configured for the test run: vitest.config.ts includes
 * *.s3-test.ts files only when S3_TEST_ENDPOINT is set (so without one nothing pretends to test S3).
 * docs/images.md shows how to run it against a local server.
 */
const s3TestOptions = {
  endpoint: process.env.S3_TEST_ENDPOINT!,
  region: process.env.S3_TEST_REGION ?? 'us-east-1',
  bucket: process.env.S3_TEST_BUCKET ?? 'samity-test',
  credentials: {
    accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID ?? 'S3RVER',
    secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY ?? 'S3RVER',
  },
  forcePathStyle: true,
};

beforeAll(async () => {
  const { client } = createS3Storage({ ...s3TestOptions, prefix: undefined, publicUrl: undefined });
  await client.send(new CreateBucketCommand({ Bucket: s3TestOptions.bucket })).catch((error) => {
    // An existing bucket (ours from an earlier run) is what we want.
    if (!/BucketAlready(Exists|OwnedByYou)/.test(String(error?.name))) throw error;
  });
});

const prefix = `run-${randomBytes(4).toString('hex')}`;
storageContract('s3', () => createS3Storage({ ...s3TestOptions, prefix, publicUrl: undefined }));

it('s3 driver: stores objects under the prefix with their type and the immutable cache policy', async () => {
  const storage = createS3Storage({ ...s3TestOptions, prefix, publicUrl: undefined });
  const key = `${randomBytes(16).toString('hex')}.jpg`;
  await storage.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');
  const head = await storage.client.send(
    new HeadObjectCommand({ Bucket: s3TestOptions.bucket, Key: `${prefix}/${key}` }),
  );
  expect(head.ContentType).toBe('image/jpeg');
  expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
  expect(storage.publicUrl(key)).toBe(`/uploads/${key}`);
});

it('s3 driver: hands out bucket addresses when S3_PUBLIC_URL is set', () => {
  const storage = createS3Storage({
    ...s3TestOptions,
    prefix: 'site',
    publicUrl: 'https://cdn.example.com/',
  });
  expect(storage.publicUrl('ab.jpg')).toBe('https://cdn.example.com/site/ab.jpg');
  expect(storage.keyFromUrl('https://cdn.example.com/site/ab.jpg')).toBe('ab.jpg');
  expect(storage.keyFromUrl('/uploads/ab.jpg')).toBeNull();
});

it('the whole pipeline on S3: upload, serve through /uploads, release', async () => {
  const t = await buildTestApp({
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: s3TestOptions.endpoint,
    S3_REGION: s3TestOptions.region,
    S3_BUCKET: s3TestOptions.bucket,
    S3_ACCESS_KEY_ID: s3TestOptions.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3TestOptions.credentials.secretAccessKey,
    S3_PREFIX: prefix,
  });
  try {
    const cookie = await sessionCookie(t.db, 'admin');
    const body = multipart([filePart(await smallJpeg('#336699'))]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { secure_url, thumbnail_url } = res.json();
    const served = await t.app.inject({ method: 'GET', url: secure_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
    expect(filesUnder(join(t.dataDir, 'uploads'))).toEqual([]); // nothing on local disk: all in the bucket

    const storage = createS3Storage({ ...s3TestOptions, prefix, publicUrl: undefined });
    const key = secure_url.replace('/uploads/', '');
    expect(await storage.exists(key)).toBe(true);
    const result = await releaseImages({ db: t.db.db, storage }, [secure_url], { graceSeconds: 0 });
    expect(result.deleted).toEqual([secure_url]);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.exists(thumbnail_url.replace('/uploads/', ''))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: secure_url })).statusCode).toBe(404);
  } finally {
    await t.close();
  }
});
