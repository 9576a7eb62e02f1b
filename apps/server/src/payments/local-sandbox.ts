import { type Db, holdsDemoSeed } from '@samity/db';
import type { PaymentsConfig } from './payments-config';
import { SANDBOX_PAGES_PATH } from './sandbox-pages';

/** What the sandbox needs of the server's settings (env.ts composes them; this folder does not lean on it). */
type WithPayments = { payments: PaymentsConfig; seedDemoData: boolean };

export interface LocalSandbox<C extends WithPayments = WithPayments> {
  /** The configuration pointed at the sandbox (labelled as one: members see "Sandbox"). */
  config: C;
  /** What the start banner prints: where it is and how to pay in it. */
  lines: string[];
  close(): Promise<void>;
}

/**
 * On the demo (no BKASH_* settings) `npm start` runs the local bKash sandbox in this process and points the
 * server at it, so a newcomer can pay a due end to end with no account at bKash. No real money moves, and
 * everything says so. It runs only on a database that holds the demo: SEED_DEMO_DATA on AND the demo seed's
 * mark in the database (demo_seed). A database that holds real data (never seeded, or seeded with SEED_DEMO_DATA
 * since turned off) never gets a payment gateway that takes no money. With the BKASH_* settings
 * (production) it is never started (docs/payments.md).
 *
 * The sandbox listens on 127.0.0.1 only; its payer pages are served through this server's own address under
 * /bkash-sandbox/ (sandbox-pages.ts), so Pay Now works from a phone that can open the site.
 */
export async function startLocalSandbox<C extends WithPayments>(
  config: C,
  db: Db,
  log: (message: string) => void = () => {},
): Promise<LocalSandbox<C> | null> {
  if (!config.payments.startSandbox || config.payments.bkash) return null;
  if (!config.seedDemoData) {
    log('bKash sandbox not started: SEED_DEMO_DATA is off (it runs only with the demo data).');
    return null;
  }
  if (!(await holdsDemoSeed(db))) {
    log('bKash sandbox not started: this database does not hold the demo data.');
    return null;
  }
  const { startSandbox, SANDBOX_OTP, SANDBOX_PIN, SANDBOX_WALLETS } = await import('@samity/bkash-sandbox');
  const sandbox = await startSandbox({ host: '127.0.0.1', port: 0, merchantPath: SANDBOX_PAGES_PATH });
  return {
    config: {
      ...config,
      payments: {
        ...config.payments,
        bkash: {
          baseUrl: sandbox.baseUrl,
          ...sandbox.credentials,
          sandbox: true,
          timeoutMs: config.payments.timeoutMs,
        },
        sandboxPages: { origin: sandbox.origin, path: SANDBOX_PAGES_PATH },
      },
    },
    lines: [
      `bKash SANDBOX (no real money), its pages at ${SANDBOX_PAGES_PATH}/ of this site (gateway ${sandbox.origin}):`,
      `  wallet ${SANDBOX_WALLETS[0]}  verification code ${SANDBOX_OTP}  PIN ${SANDBOX_PIN}`,
    ],
    close: () => sandbox.close(),
  };
}
