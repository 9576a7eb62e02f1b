import { generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from './root';

/** The REST facade's document: every procedure with `meta.openapi`, served at /api/openapi.json. */
export function buildOpenApiDocument(baseUrl: string) {
  return generateOpenApiDocument(appRouter, {
    title: 'Samity API',
    description: 'REST paths of the Samity portal. Authenticated calls use the session cookie.',
    version: '1.0.0',
    baseUrl,
    tags: ['public', 'auth', 'member', 'admin', 'finance'],
  });
}
