import type { PublicReadTable } from '@samity/db';
import { generateOpenApiDocument, type OpenApiMeta } from 'trpc-to-openapi';
import { appRouter } from './root';
import { SESSION_COOKIE_NAMES } from './services/auth/session-cookies';
import type { ProcedureAccess } from './trpc';

type Document = ReturnType<typeof generateOpenApiDocument>;
type Operation = Record<string, unknown> & { responses?: Record<string, unknown> };
type Meta = OpenApiMeta<{ access?: ProcedureAccess; reads?: readonly PublicReadTable[] }>;

/** One procedure as the router declares it: its tRPC path, kind, access tier and REST address. */
export interface ProcedureInfo {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  access: ProcedureAccess | undefined;
  rest: { method: string; path: string } | undefined;
  /** The tables a cached public list is read from (meta `reads`); empty for everything not cached. */
  reads: readonly PublicReadTable[];
}

/** Every procedure of the router with its meta; the document and the server's cache rules read it. */
export function listProcedures(router: { _def: { procedures: object } } = appRouter): ProcedureInfo[] {
  const procedures = router._def.procedures as Record<string, { _def: { type: string; meta?: Meta } }>;
  return Object.entries(procedures).map(([path, procedure]) => {
    const { meta, type } = procedure._def;
    const openapi = meta?.openapi;
    return {
      path,
      type: type as ProcedureInfo['type'],
      access: meta?.access,
      rest: openapi ? { method: openapi.method, path: normalizePath(openapi.path) } : undefined,
      reads: meta?.access?.tier === 'public' ? (meta.reads ?? []) : [],
    };
  });
}

const normalizePath = (path: string) => `/${path.replace(/^\/+|\/+$/g, '')}`;

const SESSION_SCHEME = { member: 'memberSession', admin: 'adminSession' } as const;

/** Admin and finance operations also take an integrator's API key, except managing the keys themselves. */
export const acceptsApiKey = (access: ProcedureAccess | undefined) =>
  access?.tier === 'admin' && !access.sessionOnly;

/** The credentials an operation accepts (any one of them): none for public ones, else its tier's cookie or a key. */
function securityOf(access: ProcedureAccess | undefined) {
  if (!access || access.tier === 'public') return [];
  const session = { [SESSION_SCHEME[access.tier]]: [] };
  return acceptsApiKey(access) ? [session, { apiKey: [] }] : [session];
}

const RATE_LIMIT_HEADERS = {
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
const errorAnswer = (description: string, headers?: object) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: ERROR_BODY_REF } },
});

/** The failures an operation can answer, from what it is: its tier, and whether it changes anything. */
function errorResponsesOf(info: ProcedureInfo): Record<string, unknown> {
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
    // A logged-in write names a record (an id, a member number, a payment) that may not exist, or whose
    // state forbids the change; the services answer 404 and 409 for those, so the document lists them.
    ...(info.rest?.path.includes('{') || (tier !== 'public' && writes)
      ? {
          '404': errorAnswer(
            writes && tier !== 'public'
              ? 'Nothing at this address, or no record with the id or number the input names'
              : 'Nothing at this address',
          ),
        }
      : {}),
    ...(tier !== 'public' && writes
      ? {
          '409': errorAnswer(
            'The record is not in a state that allows this: already done, already there, or in use',
          ),
        }
      : {}),
    ...(writes ? { '415': errorAnswer('The body is not JSON (Content-Type: application/json)') } : {}),
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

/** The groups of the reference; public and auth operations need no session. */
export const OPENAPI_TAGS = [
  { name: 'public', description: 'What the public website shows; no session needed' },
  { name: 'auth', description: 'Logging in and out, and asking who is logged in' },
  { name: 'member', description: "A logged-in member's own data (member session cookie)" },
  { name: 'admin', description: 'The admin panel, by privilege (admin session cookie)' },
  {
    name: 'finance',
    description: 'Deposits, monthly contributions, income and expenses (admin session cookie)',
  },
  { name: 'uploads', description: 'Image uploads by a logged-in admin or member' },
];

/** What every error answer carries, on REST and tRPC alike. */
const ERROR_BODY_SCHEMA = {
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
      properties: {
        code: { type: 'string' },
        httpStatus: { type: 'integer' },
        path: { type: 'string' },
        key: { type: 'string', description: 'A stable message key for translated texts' },
        retryAfterSeconds: { type: 'integer', description: 'For 429: seconds to wait' },
        fieldErrors: {
          type: 'object',
          additionalProperties: { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
        },
      },
    },
    issues: { type: 'array', items: { type: 'object' }, description: 'The validation issues of bad input' },
  },
};

type Parameter = { name?: string; in?: string; schema?: { maximum?: number; default?: number } };

/**
 * A paged list says so in its description: how to page and the largest page, read from its `limit`
 * parameter's schema, so the words cannot drift from what the server accepts.
 */
function describePaging(operation: Operation): void {
  const parameters = (operation.parameters ?? []) as Parameter[];
  const limit = parameters.find((p) => p.in === 'query' && p.name === 'limit');
  if (!limit) return;
  const hasOffset = parameters.some((p) => p.in === 'query' && p.name === 'offset');
  const max = limit.schema?.maximum;
  const most = max === undefined ? '' : ` (at most ${max})`;
  const byDefault = limit.schema?.default === undefined ? '' : `, ${limit.schema.default} when not given`;
  const next = hasOffset ? '; `offset` skips that many rows (next page: offset + limit)' : '';
  const paging = `Paged: \`limit\` rows per answer${most}${byDefault}${next}.`;
  const description = typeof operation.description === 'string' ? operation.description : '';
  operation.description = description ? `${description}\n\n${paging}` : paging;
}

/**
 * Rewrites the generated operations from each procedure's meta: `security` names only the session the
 * procedure's tier accepts (none for public ones), and the error answers are the ones it can give, all with
 * the shared ErrorBody. Nothing depends on procedure names, so renamed procedures stay documented.
 */
function describeAccessAndErrors(document: Document): void {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const info of listProcedures()) {
    if (!info.rest) continue;
    const operation = paths[info.rest.path]?.[info.rest.method.toLowerCase()];
    if (!operation) continue;
    operation.security = securityOf(info.access);
    describePaging(operation);
    const success = Object.fromEntries(
      Object.entries(operation.responses ?? {})
        .filter(([status]) => status.startsWith('2'))
        .map(([status, answer]) => [
          status,
          acceptsApiKey(info.access) ? { ...(answer as object), headers: RATE_LIMIT_HEADERS } : answer,
        ]),
    );
    operation.responses = { ...success, ...errorResponsesOf(info) };
  }
}

/** The REST facade's document: every procedure with `meta.openapi`, served at /api/openapi.json. */
export function buildOpenApiDocument(baseUrl: string) {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Samity API',
    description:
      'REST paths of the Samity portal. Member calls need the member session cookie and admin calls the ' +
      'admin one; both are set by the login calls. Admin and finance calls also take an API key ' +
      '(`Authorization: Bearer smk_...`, created on /Admin), limited per key (RateLimit-* headers). ' +
      'Lists take `limit` (at most 100) and `offset` where they are paged. JSON bodies are taken as sent: ' +
      'a boolean is true or false and a number a JSON number (amounts also take numeric text), so "false" ' +
      'for a boolean is a 400; query and path values are text read as the parameter type. Every error ' +
      'answer has the ErrorBody shape. See docs/api.md.',
    version: '1.0.0',
    baseUrl,
    securitySchemes: {
      memberSession: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE_NAMES.member,
        description:
          'Set by POST /member/login; named `__Host-samity_member_session` when the site is served over HTTPS',
      },
      adminSession: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE_NAMES.admin,
        description:
          'Set by POST /admin/login; named `__Host-samity_admin_session` when the site is served over HTTPS',
      },
      apiKey: {
        type: 'http',
        scheme: 'bearer',
        description:
          'An API key made by a Full_Access+ admin on /Admin, sent as `Authorization: Bearer smk_...`; ' +
          'admin and finance operations only, never member ones.',
      },
    },
  });
  describeAccessAndErrors(document);
  document.tags = OPENAPI_TAGS;
  // The generator's per-code error schemas are replaced by the one ErrorBody above.
  const generated = Object.entries(document.components?.schemas ?? {}).filter(
    ([name]) => !name.startsWith('error.'),
  );
  document.components = {
    ...document.components,
    schemas: { ...Object.fromEntries(generated), ErrorBody: ERROR_BODY_SCHEMA as never },
  };
  return document;
}
