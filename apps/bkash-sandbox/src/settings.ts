import { DEFAULT_CREDENTIALS, MESSAGES, type StatusCode } from './constants.js';

export interface SandboxCredentials {
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
}

export interface SandboxSettings {
  credentials: SandboxCredentials;
  tokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  paymentTtlSeconds: number;
  tokenCallsPerHour: number;
  refundWindowDays: number;
  failureWalletsAt: 'execute' | 'page';
  executeTimeoutHoldMs: number;
  /** What execute and query answer for a payment past its lifetime (bKash's real answer is undocumented). */
  expiredPayment: {
    executeStatusCode: string;
    executeStatusMessage: string;
    queryStatusCode: string;
    queryStatusMessage: string;
    queryTransactionStatus: string;
  };
  refundTooOld: { statusCode: string; statusMessage: string };
  now: () => Date;
  seed: number | undefined;
}

export type SandboxSettingsInput = Partial<
  Omit<SandboxSettings, 'credentials' | 'expiredPayment' | 'refundTooOld'>
> & {
  credentials?: Partial<SandboxCredentials>;
  expiredPayment?: Partial<SandboxSettings['expiredPayment']>;
  refundTooOld?: Partial<SandboxSettings['refundTooOld']>;
};

/** bKash's message for a code the settings name without one. */
function messageOf(code: string | undefined, fallback: string): string {
  return code !== undefined && code in MESSAGES ? MESSAGES[code as StatusCode] : fallback;
}

export function settingsFrom(input: SandboxSettingsInput = {}): SandboxSettings {
  const expired = input.expiredPayment ?? {};
  const tooOld = input.refundTooOld ?? {};
  return {
    credentials: { ...DEFAULT_CREDENTIALS, ...input.credentials },
    tokenTtlSeconds: input.tokenTtlSeconds ?? 3600,
    refreshTokenTtlSeconds: input.refreshTokenTtlSeconds ?? 28 * 24 * 3600,
    paymentTtlSeconds: input.paymentTtlSeconds ?? 24 * 3600,
    tokenCallsPerHour: input.tokenCallsPerHour ?? 2,
    refundWindowDays: input.refundWindowDays ?? 15,
    failureWalletsAt: input.failureWalletsAt ?? 'execute',
    executeTimeoutHoldMs: input.executeTimeoutHoldMs ?? 35_000,
    expiredPayment: {
      executeStatusCode: expired.executeStatusCode ?? '2056',
      executeStatusMessage:
        expired.executeStatusMessage ?? messageOf(expired.executeStatusCode, MESSAGES['2056']),
      queryStatusCode: expired.queryStatusCode ?? '0000',
      queryStatusMessage: expired.queryStatusMessage ?? messageOf(expired.queryStatusCode, MESSAGES['0000']),
      queryTransactionStatus: expired.queryTransactionStatus ?? 'Expired',
    },
    refundTooOld: {
      statusCode: tooOld.statusCode ?? '2035',
      statusMessage: tooOld.statusMessage ?? messageOf(tooOld.statusCode, MESSAGES['2035']),
    },
    now: input.now ?? (() => new Date()),
    seed: input.seed,
  };
}
