import { z } from 'zod';

/**
 * Settings of the image pipeline and its storage (docs/images.md lists them). Read by env.ts, the only
 * reader of process.env, which merges this shape into its schema.
 */
export const uploadsEnvShape = {
  /** Where images are stored: files under DATA_DIR/uploads, or an S3-compatible bucket shared by instances. */
  STORAGE_DRIVER: z.enum(['filesystem', 's3']).default('filesystem'),
  /** The S3 API address (MinIO, Garage, R2, ...); unset means AWS itself. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (http://host/bucket/key) rather than the host name; what most self-hosted servers want. */
  S3_FORCE_PATH_STYLE: z.stringbool().default(true),
  /** Keys are written under this prefix, so one bucket can serve several sites. */
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_-]*)*$/, 'letters, digits, - and _ in / parts')
    .optional(),
  /** Public base address of the bucket (or a CDN before it); unset: this server streams images at /uploads. */
  S3_PUBLIC_URL: z.string().url().optional(),
  /**
   * Where private files (the society's documents) are kept in the bucket: outside S3_PREFIX, so a bucket
   * policy that makes `<S3_PREFIX>/*` public leaves them private. Default `private/<S3_PREFIX>`.
   */
  S3_PRIVATE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_-]*)*$/, 'letters, digits, - and _ in / parts')
    .optional(),
  /** A second bucket, never public, for the private files; unset: the main bucket under S3_PRIVATE_PREFIX. */
  S3_PRIVATE_BUCKET: z.string().min(3).optional(),
  /** Largest upload accepted, in bytes (the browser sends about 200 KB; other clients may send more). */
  UPLOAD_MAX_BYTES: z.coerce
    .number<number>()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  /** Largest image accepted, in pixels (width x height): guards the decoder against decompression bombs. */
  UPLOAD_MAX_PIXELS: z.coerce.number<number>().int().min(1).default(50_000_000),
  /** Uploads allowed per account per hour. */
  UPLOAD_RATE_LIMIT_PER_HOUR: z.coerce.number<number>().int().min(1).default(120),
  /** An upload no record uses is kept this long before the sweep may remove it. */
  UPLOAD_SWEEP_GRACE_HOURS: z.coerce.number<number>().min(0).default(24),
  /** How often each instance sweeps unused images; 0 turns the periodic sweep off. */
  UPLOAD_SWEEP_INTERVAL_MINUTES: z.coerce.number<number>().int().min(0).default(360),
};

type UploadsEnv = z.infer<z.ZodObject<typeof uploadsEnvShape>>;

export type StorageConfig =
  | { driver: 'filesystem' }
  | {
      driver: 's3';
      endpoint: string | undefined;
      region: string;
      bucket: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      prefix: string | undefined;
      publicUrl: string | undefined;
      privatePrefix: string;
      privateBucket: string | undefined;
    };

export interface UploadsConfig {
  storage: StorageConfig;
  maxBytes: number;
  maxPixels: number;
  ratePerHour: number;
  sweepGraceSeconds: number;
  sweepIntervalMinutes: number;
}

/** Where private keys go when no S3_PRIVATE_PREFIX is set: beside the public prefix, never beneath it. */
const privatePrefixOf = (env: UploadsEnv) =>
  env.S3_PRIVATE_PREFIX ?? (env.S3_PREFIX ? `private/${env.S3_PREFIX}` : 'private');

/**
 * Cross-field rules zod's shape cannot say: the S3 driver needs a bucket, keys come in pairs, and with a
 * public bucket address the private files have a place the address does not reach.
 */
export function checkUploadsEnv(env: UploadsEnv, ctx: z.RefinementCtx): void {
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET)
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when STORAGE_DRIVER=s3' });
  if (env.S3_PRIVATE_BUCKET && env.S3_PRIVATE_BUCKET === env.S3_BUCKET)
    ctx.addIssue({
      code: 'custom',
      path: ['S3_PRIVATE_BUCKET'],
      message: 'must be another bucket than S3_BUCKET (or unset, to use S3_PRIVATE_PREFIX)',
    });
  checkPrivatePlace(env, ctx);
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
}

/**
 * With S3_PUBLIC_URL the bucket is served to anyone from `<S3_PUBLIC_URL>/<S3_PREFIX>/`: members-only files
 * must live elsewhere. A private bucket is elsewhere; otherwise the private prefix must not lie inside the
 * public one, and without S3_PREFIX the public address is the whole bucket, so there is no such place.
 */
function checkPrivatePlace(env: UploadsEnv, ctx: z.RefinementCtx): void {
  if (env.STORAGE_DRIVER !== 's3' || !env.S3_PUBLIC_URL || env.S3_PRIVATE_BUCKET) return;
  if (!env.S3_PREFIX) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_PUBLIC_URL'],
      message:
        'serves the whole bucket: set S3_PREFIX (and make only <S3_PREFIX>/* public) or S3_PRIVATE_BUCKET, so members-only documents are not public',
    });
    return;
  }
  const priv = privatePrefixOf(env);
  const inside = (a: string, b: string) => a === b || a.startsWith(`${b}/`);
  if (inside(priv, env.S3_PREFIX) || inside(env.S3_PREFIX, priv))
    ctx.addIssue({
      code: 'custom',
      path: ['S3_PRIVATE_PREFIX'],
      message: `must lie outside S3_PREFIX (${env.S3_PREFIX}), which S3_PUBLIC_URL serves to anyone`,
    });
}

export function uploadsConfigFrom(env: UploadsEnv): UploadsConfig {
  const storage: StorageConfig =
    env.STORAGE_DRIVER === 's3'
      ? {
          driver: 's3',
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          bucket: env.S3_BUCKET!,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          prefix: env.S3_PREFIX,
          publicUrl: env.S3_PUBLIC_URL,
          privatePrefix: privatePrefixOf(env),
          privateBucket: env.S3_PRIVATE_BUCKET,
        }
      : { driver: 'filesystem' };
  return {
    storage,
    maxBytes: env.UPLOAD_MAX_BYTES,
    maxPixels: env.UPLOAD_MAX_PIXELS,
    ratePerHour: env.UPLOAD_RATE_LIMIT_PER_HOUR,
    sweepGraceSeconds: Math.round(env.UPLOAD_SWEEP_GRACE_HOURS * 3600),
    sweepIntervalMinutes: env.UPLOAD_SWEEP_INTERVAL_MINUTES,
  };
}
