import { APP_ERROR_HTTP_STATUS, AppError, GENERIC_ERROR_MESSAGE } from '@samity/domain';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError, z } from 'zod';
import { isDatabaseUnavailable } from './database-unavailable';

/**
 * The one error body (`ErrorBody` in the OpenAPI document, docs/api.md). REST operations, hand-written routes,
 * the request guards and Fastify's own refusals answer it as it is; tRPC answers it inside its `error`
 * envelope, where the top-level `code` is tRPC's JSON-RPC number (its clients read it) and `data` is the same.
 */
export interface ErrorBody {
  /** Readable English; for bad input it names each field. Never an internal error's own text. */
  message: string;
  code: string;
  requestId?: string;
  data: {
    code: string;
    httpStatus: number;
    /** The procedure, on a procedure's answer. */
    path?: string;
    /** A stable key of the reason, for translated texts. */
    key?: string;
    retryAfterSeconds?: number;
    fieldErrors?: Record<string, string | string[] | undefined>;
    /** Values the key's translation names (AppError's params). */
    params?: Record<string, string>;
    /** The request's id again, where clients that keep only `data` (the tRPC client) can read it. */
    requestId?: string;
  };
  /** zod's issues, for bad input. */
  issues?: readonly unknown[];
}

export interface ErrorAnswer {
  status: number;
  body: ErrorBody;
}

/** The code named by each HTTP status, as tRPC and AppError name them. */
const CODE_OF_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  406: 'NOT_ACCEPTABLE',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  499: 'CLIENT_CLOSED_REQUEST',
  500: 'INTERNAL_SERVER_ERROR',
  501: 'NOT_IMPLEMENTED',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

export const codeOfStatus = (status: number) =>
  CODE_OF_STATUS[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');

export function readableZodMessage(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

interface Reason {
  status: number;
  code: string;
  message: string;
  key?: string;
  retryAfterSeconds?: number;
  fieldErrors?: ErrorBody['data']['fieldErrors'];
  params?: Record<string, string>;
  issues?: readonly unknown[];
  /** A service's own words (AppError): shown even on a 5xx (a store that is down says so). */
  ours?: boolean;
}

function fromAppError(error: AppError): Reason {
  return {
    status: APP_ERROR_HTTP_STATUS[error.code],
    code: error.code,
    message: error.message,
    key: error.key,
    retryAfterSeconds: error.retryAfterSeconds,
    fieldErrors: error.fieldErrors,
    params: error.params,
    ours: true,
  };
}

function fromZodError(error: ZodError): Reason {
  return {
    status: 400,
    code: 'BAD_REQUEST',
    message: readableZodMessage(error),
    fieldErrors: z.flattenError(error).fieldErrors as Record<string, string[]>,
    issues: error.issues,
  };
}

/** Seconds a client should wait before trying again while the database is unreachable (a restart's length). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The database cannot be reached just now (restarting, failing over): a 503 that says to come back in a few
 * seconds, not a 500, since nothing is wrong with the request and the same request will soon succeed.
 */
const DATABASE_UNAVAILABLE: Reason = {
  status: 503,
  code: 'SERVICE_UNAVAILABLE',
  message: 'The service is briefly unavailable. Please try again in a few seconds.',
  key: 'service.unavailable',
  retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  ours: true,
};

/**
 * What a failure says to the client. A service's refusal (AppError) and bad input (ZodError) say why, also
 * when a TRPCError carries them with the same status; a database that cannot be reached just now is a 503
 * with Retry-After (database-unavailable.ts); another error that names a 4xx status (tRPC's own,
 * Fastify's: a body too large, JSON that does not parse) keeps its message. Anything else is a 500 that says
 * only that something went wrong: its own text may be the database's, and the log keeps it.
 */
function reasonOf(error: unknown): Reason {
  if (error instanceof AppError) return fromAppError(error);
  if (error instanceof ZodError) return fromZodError(error);
  // Before tRPC's wrapper is read: it carries the driver's error as its cause, with the code of a 500.
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE;
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    const cause = error.cause;
    if (cause instanceof AppError && APP_ERROR_HTTP_STATUS[cause.code] === status) return fromAppError(cause);
    if (cause instanceof ZodError && status === 400) return fromZodError(cause);
    return { status, code: error.code, message: error.message };
  }
  const given = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof given === 'number' && given >= 400 && given < 500)
    return { status: given, code: codeOfStatus(given), message: (error as Error).message };
  const status = typeof given === 'number' && given >= 500 && given < 600 ? given : 500;
  return { status, code: codeOfStatus(status), message: GENERIC_ERROR_MESSAGE };
}

/** The status and the one body of a failure; `requestId` is the request's, `path` a procedure's. */
export function errorAnswer(
  error: unknown,
  { requestId, path }: { requestId?: string; path?: string } = {},
): ErrorAnswer {
  const reason = reasonOf(error);
  const message = reason.status >= 500 && !reason.ours ? GENERIC_ERROR_MESSAGE : reason.message;
  return {
    status: reason.status,
    body: {
      message,
      code: reason.code,
      requestId,
      data: {
        code: reason.code,
        httpStatus: reason.status,
        path,
        key: reason.key,
        retryAfterSeconds: reason.retryAfterSeconds,
        fieldErrors: reason.fieldErrors,
        params: reason.params,
        requestId,
      },
      issues: reason.issues,
    },
  };
}
