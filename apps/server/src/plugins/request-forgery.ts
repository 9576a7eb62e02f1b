import { AppError } from '@samity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerOf } from './context';
import { hasBody } from './rest-input';

/**
 * Requests that change something and are not JSON. Each one is listed with its content type and the reason;
 * it must still be same-origin. Everything else that is not GET/HEAD/OPTIONS must be JSON (docs/security.md).
 * To add one: method, exact path (no query), the one content type accepted, and why JSON cannot do.
 */
export const NON_JSON_ENDPOINTS: readonly { method: string; path: string; contentType: string }[] = [
  // Image uploads (docs/images.md): a browser sends files as multipart/form-data.
  { method: 'POST', path: '/api/uploads', contentType: 'multipart/form-data' },
  // The society's documents (docs/documents.md): a PDF with its title, category and visibility, or a new version.
  { method: 'POST', path: '/api/document-uploads', contentType: 'multipart/form-data' },
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const mediaType = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() ?? '';

/** Why a request's content type is refused, or null when it is acceptable. */
function contentTypeProblem(request: FastifyRequest, path: string): string | null {
  const type = mediaType(request.headers['content-type']);
  const exempt = NON_JSON_ENDPOINTS.find((e) => e.method === request.method && e.path === path);
  if (exempt) return type === exempt.contentType ? null : `expected ${exempt.contentType}`;
  if (type === 'application/json') return null;
  // A request without a body has nothing to label: a bodyless DELETE, or a POST that only says "do it" on
  // the REST facade (a logout, a retry). A cross-site one was refused before this by its Origin or
  // Sec-Fetch-Site, which browsers send with every cross-site POST; a DELETE even needs a CORS preflight.
  if (type === '' && !hasBody(request) && (request.method === 'DELETE' || path.startsWith('/api/')))
    return null;
  return 'not JSON';
}

/**
 * Same-origin proof from the browser: Sec-Fetch-Site must say same-origin, and Origin (when sent) must be this
 * site. Clients that send neither (curl, integrators) are not browsers and cannot carry a victim's cookie.
 */
function crossSiteProblem(request: FastifyRequest, allowedOrigins: readonly string[]): string | null {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return `sec-fetch-site ${fetchSite}`;
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  const own = `${request.protocol}://${request.host}`;
  return origin === own || allowedOrigins.includes(origin) ? null : 'foreign origin';
}

/**
 * An integrator's call: an API key in `Authorization: Bearer` to the REST facade and no cookie at all. A
 * browser never adds that header to a cross-site request on its own (it would need a CORS preflight, which
 * this server never grants), and without a cookie there is no victim's session to ride on; so it needs no
 * same-origin proof. A request that carries a cookie keeps the rule, whatever else it carries.
 */
function isApiKeyCall(request: FastifyRequest, path: string): boolean {
  return path.startsWith('/api/') && request.headers.cookie === undefined && bearerOf(request) !== null;
}

const crossSiteRefused = () =>
  new AppError('FORBIDDEN', 'request.crossSite', 'Cross-site requests are not allowed.');
const jsonRequired = () =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'request.jsonRequired',
    'Requests that change data must be sent as JSON (Content-Type: application/json).',
  );

/**
 * CSRF defence (docs/security.md), before any body is read or any handler runs. tRPC would otherwise run a mutation
 * posted as a multipart or text/plain form, which any site can make a browser send with its cookies.
 */
export function registerRequestForgeryGuard(app: FastifyInstance, publicOrigin: string | undefined): void {
  const allowedOrigins = publicOrigin ? [new URL(publicOrigin).origin] : [];
  // A callback-style hook (request-limits.ts says why); a refusal goes to the one error handler.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const path = request.url.split('?')[0] ?? '';
    const crossSite = isApiKeyCall(request, path) ? null : crossSiteProblem(request, allowedOrigins);
    if (crossSite) {
      request.log.warn({ event: 'csrf.rejected', path, reason: crossSite }, 'cross-site request refused');
      return done(crossSiteRefused());
    }
    const badType = contentTypeProblem(request, path);
    if (badType) {
      request.log.warn({ event: 'csrf.rejected', path, reason: badType }, 'non-JSON request refused');
      return done(jsonRequired());
    }
    done();
  });
}
