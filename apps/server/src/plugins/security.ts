import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response. The CSP allows scripts from this origin only (no third-party
 * script, no inline script); styles may be inline because the API reference page injects some.
 * imageOrigins: where else images may come from (the S3 bucket or CDN when S3_PUBLIC_URL is set).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { imageOrigins = [] }: { imageOrigins?: string[] } = {},
): Promise<void> {
  await app.register(helmet, {
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
}
