import { acceptsApiKey, type ProcedureInfo } from './procedures';

export const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': {
    description: 'Calls a key may make per window (with an API key only)',
    schema: { type: 'integer' },
  },
  'RateLimit-Remaining': {
    description: 'Calls left in the current window (with an API key only)',
    schema: { type: 'integer' },
  },
  'RateLimit-Reset': {
    description: 'Seconds until a used call is freed (with an API key only)',
    schema: { type: 'integer' },
  },
};

const ERROR_BODY_REF = { $ref: '#/components/schemas/ErrorBody' };
export const errorAnswer = (description: string, headers?: object) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: ERROR_BODY_REF } },
});

/** The failures an operation can answer, from what it is: its tier, and whether it changes anything. */
export function errorResponsesOf(info: ProcedureInfo): Record<string, unknown> {
  const tier = info.access?.tier ?? 'public';
  const writes = info.rest?.method !== 'GET';
  return {
    '400': errorAnswer(
      'Invalid input: the message names each problem, `data.fieldErrors` lists them by field',
    ),
    ...(tier === 'public'
      ? {}
      : {
          '401': errorAnswer(
            acceptsApiKey(info.access)
              ? 'Not logged in (no live admin session cookie), or the API key is unknown, revoked or expired'
              : 'Not logged in: no live session cookie of this kind',
          ),
        }),
    ...(tier !== 'public' || writes
      ? {
          '403': errorAnswer(
            [
              tier === 'admin' ? "The admin's (or the key's) privilege does not open this area" : null,
              info.access?.tier === 'admin' && info.access.sessionOnly ? 'Called with an API key' : null,
              tier === 'member' ? "Another member's data" : null,
              writes ? 'A cross-site request from a browser' : null,
            ]
              .filter(Boolean)
              .join('; '),
          ),
        }
      : {}),
    // A write names a record (an id, a member number, a payment, a car a buyer enquires about) that may not
    // exist, or whose state forbids the change; the services answer 404 and 409 for those, so the document
    // lists them.
    ...(info.rest?.path.includes('{') || writes
      ? {
          '404': errorAnswer(
            writes
              ? 'Nothing at this address, or no record with the id or number the input names'
              : 'Nothing at this address',
          ),
        }
      : {}),
    ...(writes
      ? {
          '409': errorAnswer(
            'The record is not in a state that allows this: already done, already there, or in use',
          ),
        }
      : {}),
    ...(writes
      ? {
          '413': errorAnswer('The body is larger than 1 MiB'),
          '415': errorAnswer('The body is not JSON (Content-Type: application/json)'),
        }
      : {}),
    ...(writes || acceptsApiKey(info.access)
      ? {
          '429': errorAnswer(
            acceptsApiKey(info.access)
              ? 'Too many calls with this API key (see RateLimit-*), or too many attempts'
              : 'Too many attempts (logins, complaints and password changes are limited)',
            {
              'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } },
              ...(acceptsApiKey(info.access) ? RATE_LIMIT_HEADERS : {}),
            },
          ),
        }
      : {}),
    '500': errorAnswer('An unexpected failure (the message never carries details)'),
  };
}

/** What every error answer carries, on REST and tRPC alike. */
export const ERROR_BODY_SCHEMA = {
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string', description: 'Readable English text; for bad input it names each field' },
    code: {
      type: 'string',
      description: 'The error code, e.g. BAD_REQUEST, UNAUTHORIZED, TOO_MANY_REQUESTS',
    },
    requestId: {
      type: 'string',
      description:
        'The id of the request (also in the X-Request-Id header): quote it when reporting a problem',
    },
    data: {
      type: 'object',
      required: ['code', 'httpStatus'],
      properties: {
        code: { type: 'string' },
        httpStatus: { type: 'integer' },
        path: { type: 'string' },
        key: { type: 'string', description: 'A stable message key for translated texts' },
        retryAfterSeconds: { type: 'integer', description: 'For 429: seconds to wait' },
        requestId: { type: 'string', description: 'The request id again, for clients that keep only `data`' },
        fieldErrors: {
          type: 'object',
          additionalProperties: { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
        },
        params: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'Values the translation of `key` names (e.g. the closed financial year `year`)',
        },
      },
    },
    issues: { type: 'array', items: { type: 'object' }, description: 'The validation issues of bad input' },
  },
};
