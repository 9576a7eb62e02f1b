import { describe, expect, it } from 'vitest';
import { apiErrorText, isTooMany, minutesToWait, parseApiError } from './api-errors';

/** A stand-in for i18next's t: knows a few keys, interpolates count, else answers the default. */
const DICT: Record<string, string> = {
  'errors.rateLimit.tooMany': 'Wait {{count}} min',
  'errors.auth.passwordTooShort': 'Too short',
  'fallback.network': 'Network down',
  'errors.yearEnd.yearClosed': 'Year {{year}} is closed',
};
const t = (key: string, options?: Record<string, unknown>) => {
  const found = DICT[key];
  if (found === undefined) return (options?.defaultValue as string | undefined) ?? key;
  return found.replace('{{count}}', String(options?.count)).replace('{{year}}', String(options?.year));
};
const trpcError = (message: string, data: object) => Object.assign(new Error(message), { data });

describe('parseApiError', () => {
  it('reads status, code, key, retry time and the first message of each field', () => {
    const parsed = parseApiError(
      trpcError('bad', {
        code: 'BAD_REQUEST',
        httpStatus: 400,
        key: 'auth.passwordTooShort',
        retryAfterSeconds: 90,
        fieldErrors: { name: ['Enter your name', 'second'], phone: 'Bad phone', empty: [] },
      }),
    );
    expect(parsed).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      key: 'auth.passwordTooShort',
      message: 'bad',
      retryAfterSeconds: 90,
      fieldErrors: { name: 'Enter your name', phone: 'Bad phone' },
    });
  });

  it('reads the error body a file route or an upload answers, as it came, with its request id', () => {
    const body = {
      message: 'Please log in.',
      code: 'UNAUTHORIZED',
      requestId: 'req-12345678',
      data: { code: 'UNAUTHORIZED', httpStatus: 401, key: 'auth.signInRequired', requestId: 'req-12345678' },
    };
    expect(parseApiError(body)).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
      key: 'auth.signInRequired',
      message: 'Please log in.',
      requestId: 'req-12345678',
      fieldErrors: {},
    });
  });

  it('treats an error without data (network, a thrown string) as no answer', () => {
    expect(parseApiError(new TypeError('Failed to fetch'))).toEqual({ fieldErrors: {} });
    expect(parseApiError('boom')).toEqual({ fieldErrors: {} });
    expect(parseApiError(null)).toEqual({ fieldErrors: {} });
  });

  it('ignores malformed fields rather than trusting them', () => {
    const parsed = parseApiError(
      trpcError('', { httpStatus: '500', key: 3, retryAfterSeconds: -1, fieldErrors: 'x' }),
    );
    expect(parsed).toEqual({
      status: undefined,
      code: undefined,
      key: undefined,
      message: undefined,
      retryAfterSeconds: undefined,
      fieldErrors: {},
    });
  });
});

describe('apiErrorText', () => {
  it('translates the key, with the minutes to wait as count', () => {
    const error = trpcError('Too many attempts.', {
      httpStatus: 429,
      code: 'TOO_MANY_REQUESTS',
      key: 'rateLimit.tooMany',
      retryAfterSeconds: 61,
    });
    expect(apiErrorText(error, t, 'fallback.network')).toBe('Wait 2 min');
  });

  it('names in the translation the values the answer gives with its key, and only texts', () => {
    const error = trpcError('The financial year 2090-91 is closed.', {
      httpStatus: 409,
      key: 'yearEnd.yearClosed',
      params: { year: '2090-91', junk: { nested: true } },
    });
    expect(parseApiError(error).params).toEqual({ year: '2090-91' });
    expect(apiErrorText(error, t, 'fallback.network')).toBe('Year 2090-91 is closed');
  });

  it("falls back to the server's message for a 4xx whose key this area cannot translate", () => {
    const error = trpcError('Name is too long', { httpStatus: 400, key: 'admins.nameTooLong' });
    expect(apiErrorText(error, t, 'fallback.network')).toBe('Name is too long');
  });

  it('shows the fallback for no answer or a server failure, never a 5xx message', () => {
    expect(apiErrorText(new TypeError('Failed to fetch'), t, 'fallback.network')).toBe('Network down');
    const internal = trpcError('Something went wrong.', { httpStatus: 500, code: 'INTERNAL_SERVER_ERROR' });
    expect(apiErrorText(internal, t, 'fallback.network')).toBe('Network down');
  });
});

describe('isTooMany and minutesToWait', () => {
  it('recognises a throttle by status or code', () => {
    expect(isTooMany(trpcError('', { httpStatus: 429 }))).toBe(true);
    expect(isTooMany(trpcError('', { code: 'TOO_MANY_REQUESTS' }))).toBe(true);
    expect(isTooMany(trpcError('', { httpStatus: 400 }))).toBe(false);
    expect(isTooMany(trpcError('', { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 }))).toBe(false);
    expect(isTooMany(new TypeError('Failed to fetch'))).toBe(false);
    expect(isTooMany(null)).toBe(false);
  });

  it('rounds up to whole minutes, at least one', () => {
    expect(minutesToWait(0)).toBe(1);
    expect(minutesToWait(60)).toBe(1);
    expect(minutesToWait(61)).toBe(2);
    expect(minutesToWait(900)).toBe(15);
  });
});
