/**
 * One error type for every refusal a service makes. Services throw it without knowing the transport; the
 * API's error formatter maps `code` to an HTTP status / tRPC code in one place, and the client reads `key`
 * to pick a translated message (the English `message` is what integrators and logs see).
 */
export const APP_ERROR_HTTP_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type AppErrorCode = keyof typeof APP_ERROR_HTTP_STATUS;

export interface AppErrorOptions {
  /** For TOO_MANY_REQUESTS: seconds until a retry may succeed (sent as Retry-After). */
  retryAfterSeconds?: number;
  /** Per-field messages for a form, keyed by the input's field name. */
  fieldErrors?: Record<string, string>;
  /** Values the key's translation names (e.g. the closed financial year), so both languages can say them. */
  params?: Record<string, string>;
  cause?: unknown;
}

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly retryAfterSeconds: number | undefined;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly params: Record<string, string> | undefined;

  constructor(
    readonly code: AppErrorCode,
    /** A stable key (e.g. 'auth.passwordsDoNotMatch') the client can translate. */
    readonly key: string,
    /** The English text, word for word what the product shows in English. */
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.fieldErrors = options.fieldErrors;
    this.params = options.params;
  }
}

/** What a client sees for an unexpected failure: never a stack trace or a database message. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
