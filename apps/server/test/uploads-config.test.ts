import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env';

describe('upload and storage settings', () => {
  it('default to files under DATA_DIR with the documented limits', () => {
    expect(loadConfig({}).uploads).toEqual({
      storage: { driver: 'filesystem' },
      maxBytes: 10 * 1024 * 1024,
      maxPixels: 50_000_000,
      ratePerHour: 120,
      sweepGraceSeconds: 24 * 3600,
      sweepIntervalMinutes: 360,
    });
  });

  it('read the S3 driver settings', () => {
    const { storage } = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'images',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'false',
      S3_PREFIX: 'samity/prod',
      S3_PUBLIC_URL: 'https://cdn.example.org',
    }).uploads;
    expect(storage).toEqual({
      driver: 's3',
      bucket: 'images',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: false,
      prefix: 'samity/prod',
      publicUrl: 'https://cdn.example.org',
      privatePrefix: 'private/samity/prod',
      privateBucket: undefined,
    });
  });

  it('keep private files (members-only documents) out of what S3_PUBLIC_URL serves', () => {
    const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'images', S3_PUBLIC_URL: 'https://cdn.example.org' };
    // Without a prefix the public address is the whole bucket: nowhere in it is private.
    expect(() => loadConfig(s3)).toThrow(/S3_PUBLIC_URL: serves the whole bucket/);
    expect(loadConfig({ ...s3, S3_PRIVATE_BUCKET: 'papers' }).uploads.storage).toMatchObject({
      privateBucket: 'papers',
      privatePrefix: 'private',
    });
    expect(() => loadConfig({ ...s3, S3_PRIVATE_BUCKET: 'images' })).toThrow(
      /S3_PRIVATE_BUCKET: must be another/,
    );
    for (const inside of ['site', 'site/private'])
      expect(() => loadConfig({ ...s3, S3_PREFIX: 'site', S3_PRIVATE_PREFIX: inside })).toThrow(
        /S3_PRIVATE_PREFIX: must lie outside S3_PREFIX/,
      );
    expect(() => loadConfig({ ...s3, S3_PREFIX: 'site/public', S3_PRIVATE_PREFIX: 'site' })).toThrow(
      /S3_PRIVATE_PREFIX/,
    );
    expect(
      loadConfig({ ...s3, S3_PREFIX: 'site', S3_PRIVATE_PREFIX: 'site-papers' }).uploads.storage,
    ).toMatchObject({ prefix: 'site', privatePrefix: 'site-papers' });
    expect(loadConfig({ ...s3, S3_PREFIX: 'site' }).uploads.storage).toMatchObject({
      privatePrefix: 'private/site',
    });
    // Streamed through this server (no S3_PUBLIC_URL), nothing of the bucket is public: no rule applies.
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'images' }).uploads.storage).toMatchObject({
      privatePrefix: 'private',
    });
  });

  it('stop the server with a message naming each bad variable', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: required when STORAGE_DRIVER=s3/);
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY: .*go together/);
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    expect(() => loadConfig({ S3_PREFIX: '../up' })).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: 'lots' })).toThrow(/UPLOAD_MAX_BYTES/);
    expect(() => loadConfig({ UPLOAD_SWEEP_INTERVAL_MINUTES: '-5' })).toThrow(
      /UPLOAD_SWEEP_INTERVAL_MINUTES/,
    );
  });
});
