/**
 * The one reading of a failed API call in the web app. Every error the server answers has one body
 * (packages/api routes/error-body.ts): `message` and `data` with `data.code`, `data.httpStatus`,
 * `data.requestId` and, for a service's refusal (AppError), `data.key` (a message key the client translates
 * under `errors.`), `data.retryAfterSeconds` for a throttle and `data.fieldErrors` (zod's lists of messages
 * or an AppError's one message per field). tRPC's client error carries that `data` and `message`; a plain
 * JSON answer (a file route, an upload) is read the same way, as the body itself.
 */
interface ApiError {
  /** HTTP status of the answer; undefined when none arrived (offline, server unreachable). */
  status?: number;
  /** tRPC code, e.g. 'TOO_MANY_REQUESTS'. */
  code?: string;
  key?: string;
  /** The server's English message. */
  message?: string;
  retryAfterSeconds?: number;
  /** The request's id, for a user to quote when reporting the failure. */
  requestId?: string;
  /** The first message per field. */
  fieldErrors: Record<string, string>;
  /** Values the key's translation names (e.g. `year`, the closed financial year), when the answer has any. */
  params?: Record<string, string>;
}

type ErrorData = {
  code?: unknown;
  httpStatus?: unknown;
  key?: unknown;
  retryAfterSeconds?: unknown;
  fieldErrors?: unknown;
  params?: unknown;
  requestId?: unknown;
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function firstMessages(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  const found: Record<string, string> = {};
  for (const [field, messages] of Object.entries(value)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : messages;
    if (typeof first === 'string' && first) found[field] = first;
  }
  return found;
}

/** The string values of an object (the params of a key); anything else is none. */
function textValues(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return Object.fromEntries(Object.entries(value).filter((entry) => typeof entry[1] === 'string'));
}

/** Reads a TRPCClientError or an error body (both carry `data`); anything else is "no answer". */
export function parseApiError(error: unknown): ApiError {
  const raw = error as { data?: ErrorData; message?: unknown } | null | undefined;
  const data = raw?.data;
  if (!data || typeof data !== 'object') return { fieldErrors: {} };
  const status = typeof data.httpStatus === 'number' ? data.httpStatus : undefined;
  const retry = data.retryAfterSeconds;
  return {
    status,
    code: text(data.code),
    key: text(data.key),
    message: text(raw?.message),
    retryAfterSeconds: typeof retry === 'number' && retry >= 0 ? retry : undefined,
    requestId: text(data.requestId),
    fieldErrors: firstMessages(data.fieldErrors),
    params: textValues(data.params),
  };
}

/** Whole minutes to wait, at least 1, for "try again in N minutes". */
export const minutesToWait = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The text to show for a failure: the translation of the server's key when this area has one (with the
 * minutes to wait as `count`, for plurals), else the server's own message for a 4xx answer (it is meant
 * for people), else the area's fallback text (network failure or an unexpected server error).
 */
export function apiErrorText(error: unknown, t: Translate, fallbackKey: string): string {
  const parsed = parseApiError(error);
  const answered = parsed.status !== undefined && parsed.status >= 400 && parsed.status < 500;
  const fallback = answered && parsed.message ? parsed.message : t(fallbackKey);
  if (!parsed.key) return fallback;
  const count = parsed.retryAfterSeconds === undefined ? undefined : minutesToWait(parsed.retryAfterSeconds);
  // `message`: the server's own sentence, for texts that keep it as it is (the English of refusals whose
  // sentence carries the figures, e.g. "This payment is more than the 450 taka still due.").
  return t(`errors.${parsed.key}`, { message: fallback, ...parsed.params, count, defaultValue: fallback });
}

/** A throttled answer (HTTP 429). */
export const isTooMany = (error: unknown) => {
  const parsed = parseApiError(error);
  return parsed.status === 429 || parsed.code === 'TOO_MANY_REQUESTS';
};
