import type { BkashConfig } from '@samity/api/payments';
import { z } from 'zod';
import type { SandboxPages } from './sandbox-pages';

/**
 * The bKash settings (docs/payments.md). All five credentials together point the server at bKash; without
 * them online payment is unavailable, except on the embedded demo database, where `npm start` runs the
 * local bKash sandbox in the same process and points the server at it (labelled as a sandbox everywhere).
 */
/** An empty value (a compose file's `${BKASH_APP_KEY:-}`) is no value. */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const paymentsEnvShape = {
  /** e.g. https://tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout (live) or bKash's sandbox. */
  BKASH_BASE_URL: unsetIfEmpty(z.string().url()),
  BKASH_APP_KEY: unsetIfEmpty(z.string()),
  BKASH_APP_SECRET: unsetIfEmpty(z.string()),
  BKASH_USERNAME: unsetIfEmpty(z.string()),
  BKASH_PASSWORD: unsetIfEmpty(z.string()),
  /**
   * true: the credentials are a test sandbox's (members see "Sandbox"); without BKASH_BASE_URL it starts the
   * local sandbox even with DATABASE_URL. false: never start the local sandbox (the demo then has no online
   * payment). Unset: the local sandbox runs only on the embedded demo database.
   */
  BKASH_SANDBOX: unsetIfEmpty(z.stringbool()),
  /** The client timeout of every bKash call; bKash asks for 30 seconds. */
  BKASH_TIMEOUT_SECONDS: z.coerce.number<number>().int().min(1).max(120).default(30),
  /** How often open payments are checked with bKash (0: never on a timer, only from the finance desk). */
  BKASH_RECONCILE_INTERVAL_MINUTES: z.coerce.number<number>().int().min(0).max(1440).default(5),
};

const CREDENTIALS = [
  'BKASH_BASE_URL',
  'BKASH_APP_KEY',
  'BKASH_APP_SECRET',
  'BKASH_USERNAME',
  'BKASH_PASSWORD',
] as const;

type PaymentsEnv = z.infer<z.ZodObject<typeof paymentsEnvShape>> & { DATABASE_URL?: string };

export interface PaymentsConfig {
  /** bKash as configured; null when it is not (or until the local sandbox is started). */
  bkash: BkashConfig | null;
  /** Start the local bKash sandbox at start-up and use it (main.ts). */
  startSandbox: boolean;
  /**
   * The local sandbox's payer pages, which this server forwards under its own address (sandbox-pages.ts).
   * Only local-sandbox.ts sets it, once it has started the sandbox; settings never do.
   */
  sandboxPages?: SandboxPages;
  reconcileIntervalMinutes: number;
  timeoutMs: number;
}

export function checkPaymentsEnv(env: PaymentsEnv, ctx: z.RefinementCtx): void {
  const given = CREDENTIALS.filter((name) => env[name] !== undefined);
  if (given.length === 0 || given.length === CREDENTIALS.length) return;
  for (const name of CREDENTIALS.filter((n) => env[n] === undefined))
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `required with ${given.join(', ')}: the bKash settings go together`,
    });
}

export function paymentsConfigFrom(env: PaymentsEnv): PaymentsConfig {
  const timeoutMs = env.BKASH_TIMEOUT_SECONDS * 1000;
  const reconcileIntervalMinutes = env.BKASH_RECONCILE_INTERVAL_MINUTES;
  if (
    env.BKASH_BASE_URL &&
    env.BKASH_APP_KEY &&
    env.BKASH_APP_SECRET &&
    env.BKASH_USERNAME &&
    env.BKASH_PASSWORD
  )
    return {
      bkash: {
        baseUrl: env.BKASH_BASE_URL,
        appKey: env.BKASH_APP_KEY,
        appSecret: env.BKASH_APP_SECRET,
        username: env.BKASH_USERNAME,
        password: env.BKASH_PASSWORD,
        sandbox: env.BKASH_SANDBOX ?? false,
        timeoutMs,
      },
      startSandbox: false,
      reconcileIntervalMinutes,
      timeoutMs,
    };
  const startSandbox = env.BKASH_SANDBOX ?? env.DATABASE_URL === undefined;
  return { bkash: null, startSandbox, reconcileIntervalMinutes, timeoutMs };
}
