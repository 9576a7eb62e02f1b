import { resolve } from 'node:path';
import { z } from 'zod';
import {
  checkNotificationsEnv,
  type NotificationsConfig,
  notificationsConfigFrom,
  notificationsEnvShape,
} from './notifications/notifications-config';
import {
  checkPaymentsEnv,
  type PaymentsConfig,
  paymentsConfigFrom,
  paymentsEnvShape,
} from './payments/payments-config';
import { type PdfConfig, pdfConfigFrom, pdfEnvShape } from './pdf/pdf-config';
import { parseTrustProxy, trustProxyProblem } from './plugins/trusted-proxies';
import {
  checkUploadsEnv,
  type UploadsConfig,
  uploadsConfigFrom,
  uploadsEnvShape,
} from './uploads/uploads-config';

/** Where `npm start` keeps the embedded database when DATA_DIR is not set. */
const DEFAULT_DATA_DIR = './data';

/**
 * `npm start` as it comes is the demo: no DATABASE_URL and the default data folder. Anything else (a
 * PostgreSQL server, a data folder of one's own) is real use unless SEED_DEMO_DATA=true says otherwise.
 */
function asksForTheDemo(env: { DATABASE_URL?: string | undefined; DATA_DIR: string }): boolean {
  return env.DATABASE_URL === undefined && resolve(env.DATA_DIR) === resolve(DEFAULT_DATA_DIR);
}

/**
 * The only reader of process.env (the lint refuses it elsewhere). Every setting is validated here once; a bad value stops
 * the server at start with a message naming the variable, instead of failing later at a request.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number<number>().int().min(0).max(65_535).default(3000),
  /** Set: PostgreSQL through pg. Unset: the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  /** The site's public address (scheme, host, port); used for the OpenAPI servers entry and origin checks. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /**
   * Fill an empty database with demo data at start (never touches a database that holds data). Unset: on only
   * for the demo, `npm start` as it comes (the embedded database in the default ./data folder); off with
   * DATABASE_URL or another DATA_DIR, so a real deployment never gets the demo accounts, whose passwords are
   * public, by forgetting a setting.
   */
  SEED_DEMO_DATA: z.stringbool().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The reverse proxies whose X-Forwarded-* are believed: addresses and CIDR ranges, comma-separated
   * (plugins/trusted-proxies.ts). Unset: none, every client is its socket's address.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const problem = value === undefined ? null : trustProxyProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /** The built web app; defaults to apps/web/dist next to this package. */
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Seconds between a stop signal and closing the listener: /readyz answers 503 meanwhile, so a load
   * balancer stops sending requests before the instance stops accepting them (0: close at once).
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number<number>().int().min(0).max(60).default(0),
  /** Megabytes of memory the public lists' kept answers may take in one instance (decision 009). */
  PUBLIC_READ_CACHE_MB: z.coerce.number<number>().int().min(1).max(4096).default(32),
  /**
   * The key anonymous forms' challenges are signed with (decision 027). Unset: a random key made once and
   * kept in the database, so every instance shares it; never one written in the code.
   */
  HUMAN_PROOF_KEY: z.string().min(32, 'HUMAN_PROOF_KEY must be at least 32 characters').optional(),
  /** Those challenges' difficulty: the largest hidden number (10,000: about a second on a cheap phone). */
  HUMAN_PROOF_MAX_NUMBER: z.coerce.number<number>().int().min(1000).max(10_000_000).default(10_000),
  /** Image uploads and their storage: see uploads/uploads-config.ts and docs/images.md. */
  ...uploadsEnvShape,
  /** bKash for online dues: see payments/payments-config.ts and docs/payments.md. */
  ...paymentsEnvShape,
  /** SMS and email: see notifications/notifications-config.ts and docs/notifications.md. */
  ...notificationsEnvShape,
  /** The PDF threads and their cache: see pdf/pdf-config.ts and docs/decisions/029-pdfs-in-a-worker-pool.md. */
  ...pdfEnvShape,
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  publicOrigin: string | undefined;
  seedDemoData: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** The trusted proxies' addresses and ranges; empty: none. */
  trustProxy: string[];
  webDistDir: string;
  shutdownDelaySeconds: number;
  publicReadCacheBytes: number;
  humanProof: { hmacKey: string | undefined; maxNumber: number };
  uploads: UploadsConfig;
  payments: PaymentsConfig;
  notifications: NotificationsConfig;
  pdf: PdfConfig;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.superRefine(checkUploadsEnv)
    .superRefine(checkPaymentsEnv)
    .superRefine(checkNotificationsEnv)
    .safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const env = parsed.data;
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    dataDir: resolve(env.DATA_DIR),
    publicOrigin: env.PUBLIC_ORIGIN,
    seedDemoData: env.SEED_DEMO_DATA ?? asksForTheDemo(env),
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDistDir: resolve(env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    shutdownDelaySeconds: env.SHUTDOWN_DELAY_SECONDS,
    publicReadCacheBytes: env.PUBLIC_READ_CACHE_MB * 1024 * 1024,
    humanProof: { hmacKey: env.HUMAN_PROOF_KEY, maxNumber: env.HUMAN_PROOF_MAX_NUMBER },
    uploads: uploadsConfigFrom(env),
    payments: paymentsConfigFrom(env),
    notifications: notificationsConfigFrom(env),
    pdf: pdfConfigFrom(env),
  };
}

/**
 * The environment a tool the server runs (pg_dump, pg_restore) gets: this process's, plus `extra` (a
 * password that must not appear on the tool's command line).
 */
export function toolEnvironment(extra: Record<string, string>): Record<string, string | undefined> {
  return { ...process.env, ...extra };
}
