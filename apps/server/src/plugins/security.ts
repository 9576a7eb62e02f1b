import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every response. The CSP allows scripts from this origin only (no third-party
 * script, no inline script); styles may be inline because the API reference page injects some.
 * imageOrigins: where else images may come from (the S3 bucket or CDN when S3_PUBLIC_URL is set).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { imageOrigins = [] }: { imageOrigins?: string[] } = {},
): Promise<void> {
  // Helmet itself, built once. The Fastify wrapper (@fastify/helmet) builds a new helmet, parsing the CSP
  // directives again, on every request: 11 % of the server's CPU on a cached public answer (docs/benchmarks.md).
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS only makes sense behind HTTPS; the reverse proxy (infra/) sets it there.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
