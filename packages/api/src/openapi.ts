import { generateOpenApiDocument } from 'trpc-to-openapi';
import { SESSION_COOKIE_NAMES } from './context';
import { appRouter } from './root';

/** The REST facade's document: every procedure with `meta.openapi`, served at /api/openapi.json. */
export function buildOpenApiDocument(baseUrl: string) {
  return generateOpenApiDocument(appRouter, {
    title: 'Samity API',
    description: 'REST paths of the Samity portal. Authenticated calls use the session cookie.',
    version: '1.0.0',
    baseUrl,
    tags: ['public', 'auth', 'member', 'admin', 'finance'],
    // Member calls need the member session cookie, admin calls the admin one (set by the login calls).
    securitySchemes: {
      memberSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAMES.member },
      adminSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAMES.admin },
    },
  });
}
