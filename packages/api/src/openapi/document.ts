import { generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from '../root';
import { SESSION_COOKIE_NAMES } from '../services/auth/session-cookies';
import type { ProcedureAccess } from '../trpc';
import { annualAccountsFilePathItem } from './annual-accounts';
import { nameComponents } from './components';
import {
  describeCaller,
  describePaging,
  describePeopleOnly,
  describeRefusedWhen,
  type Operation,
} from './descriptions';
import { documentFilePathItem, documentUploadsPathItem } from './documents';
import { ERROR_BODY_SCHEMA, errorResponsesOf, RATE_LIMIT_HEADERS } from './errors';
import {
  adminMinutesPathItem,
  memberMinutesPathItem,
  registerCsvPathItem,
  registerPdfPathItem,
} from './meeting-files';
import { monthlyBookPathItem } from './monthly-book';
import { acceptsApiKey, listProcedures, refusedWhenOf, wholeInputRulesOf } from './procedures';
import { receiptsPathItem } from './receipts';
import { registerFilesPathItem, yearEndPackPathItem } from './registers';
import { statementsPathItem } from './statements';
import { UPLOADED_IMAGE_SCHEMA, uploadsPathItem } from './uploads';
import { certificatePathItem } from './verification-certificate';
import { voterListPathItem } from './voter-list';
import { yearEndFilesPathItem } from './year-end';

type Document = ReturnType<typeof generateOpenApiDocument>;

const SESSION_SCHEME = { member: 'memberSession', admin: 'adminSession' } as const;

/** The credentials an operation accepts (any one of them): none for public ones, else its tier's cookie or a key. */
function securityOf(access: ProcedureAccess | undefined) {
  if (!access || access.tier === 'public') return [];
  const session = { [SESSION_SCHEME[access.tier]]: [] };
  return acceptsApiKey(access) ? [session, { apiKey: [] }] : [session];
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
    describeCaller(operation, info.access);
    describePeopleOnly(operation, info.peopleOnly);
    const body = (operation.requestBody as { content?: Record<string, { schema?: object }> } | undefined)
      ?.content?.['application/json'];
    if (body?.schema) Object.assign(body.schema, wholeInputRulesOf(info.path));
    describePaging(operation);
    describeRefusedWhen(operation, refusedWhenOf(info.path));
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
  nameComponents();
  const document = generateOpenApiDocument(appRouter, {
    title: 'Samity API',
    description:
      'REST paths of the Samity portal. Member calls need the member session cookie and admin calls the ' +
      'admin one; both are set by the login calls. Admin and finance calls also take an API key ' +
      '(`Authorization: Bearer smk_...`, created on /Admin), limited per key (RateLimit-* headers). ' +
      'Lists take `limit` (at most 100) and `offset` where they are paged. JSON bodies are taken as sent: ' +
      'a boolean is true or false and a number a JSON number (amounts also take numeric text), so "false" ' +
      'for a boolean is a 400; query and path values are text read as the parameter type. Text that holds ' +
      'digits (member numbers, phones, dates, months, times, amounts, codes, searches) takes Bengali digits ' +
      '(০-৯) as the same digits, so "১০০১" is member 1001; free text keeps them as written. Every error ' +
      'answer has the ErrorBody shape; a documented path called with a method it does not take answers 405 ' +
      'with the methods it takes in `Allow`, and an address that names nothing 404. See docs/api.md.',
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

/**
 * The REST facade's whole document as /api/openapi.json serves it: the procedures' operations and the
 * server's own routes (uploads, statements, the monthly book, receipts). Built without a running server, so
 * the typed client (packages/api-client) is generated from exactly what the server answers.
 */
export function restOpenApiDocument(publicOrigin: string | undefined) {
  const document = buildOpenApiDocument(`${publicOrigin ?? ''}/api`);
  document.paths = {
    ...document.paths,
    '/uploads': uploadsPathItem as never,
    '/member/statements/{file}': statementsPathItem as never,
    '/year-end/statements/{file}': yearEndFilesPathItem as never,
    '/registers/files/{file}': registerFilesPathItem as never,
    '/year-end/pack': yearEndPackPathItem as never,
    '/member/annual-accounts/{file}': annualAccountsFilePathItem as never,
    '/finance/monthly-book.pdf': monthlyBookPathItem as never,
    '/receipts/{file}': receiptsPathItem as never,
    '/document-uploads': documentUploadsPathItem as never,
    '/documents/{id}/versions/{version}/file': documentFilePathItem as never,
    '/admin/elections/{id}/{file}': voterListPathItem as never,
    '/member/verification/certificate.pdf': certificatePathItem as never,
    '/member/meetings/{id}/minutes.pdf': memberMinutesPathItem as never,
    '/admin/meetings/{id}/minutes.pdf': adminMinutesPathItem as never,
    '/admin/resolutions.pdf': registerPdfPathItem as never,
    '/admin/resolutions.csv': registerCsvPathItem as never,
  };
  const schemas = document.components?.schemas ?? {};
  document.components = {
    ...document.components,
    schemas: { ...schemas, UploadedImage: UPLOADED_IMAGE_SCHEMA as never },
  };
  return document;
}
